// Stub CoreData umbrella header. Signatures follow Apple's Core Data documentation
// (URL next to each declaration, with the Swift spelling the documentation shows).
#include <Foundation/Foundation.h>
#include <CoreData/CoreDataErrors.h>
#include <CoreData/NSManagedObjectID.h>
#include <CoreData/NSPropertyDescription.h>
#include <CoreData/NSAttributeDescription.h>
#include <CoreData/NSRelationshipDescription.h>
#include <CoreData/NSFetchIndexElementDescription.h>
#include <CoreData/NSFetchIndexDescription.h>
#include <CoreData/NSEntityDescription.h>
#include <CoreData/NSManagedObject.h>
#include <CoreData/NSPersistentStoreRequest.h>
#include <CoreData/NSFetchRequest.h>
#include <CoreData/NSFetchedPropertyDescription.h>
#include <CoreData/NSManagedObjectModel.h>
#include <CoreData/NSMergePolicy.h>
#include <CoreData/NSManagedObjectContext.h>
#include <CoreData/NSPersistentStore.h>
#include <CoreData/NSPersistentStoreCoordinator.h>
#include <CoreData/NSPersistentStoreDescription.h>
#include <CoreData/NSPersistentContainer.h>
#include <CoreData/NSMappingModel.h>
#include <CoreData/NSMigrationManager.h>
#include <CoreData/NSManagedObjectModelReference.h>
#include <CoreData/NSMigrationStage.h>
#include <CoreData/NSStagedMigrationManager.h>
