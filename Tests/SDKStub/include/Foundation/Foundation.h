// Stub Foundation umbrella header. Each header below declares only what modelgen's
// generated code, its sample app and the API checks in api/ need. Signatures follow
// Apple's documentation (URLs next to each declaration; the Swift spelling the
// documentation shows is what the Clang importer must produce from these headers).
#include <objc/objc.h>
#include <objc/NSObjCRuntime.h>
#include <objc/NSObject.h>
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSObject.h>
#include <Foundation/NSEnumerator.h>
#include <Foundation/NSString.h>
#include <Foundation/NSValue.h>
#include <Foundation/NSDecimal.h>
#include <Foundation/NSDecimalNumber.h>
#include <Foundation/NSDate.h>
#include <Foundation/NSData.h>
#include <Foundation/NSUUID.h>
#include <Foundation/NSURL.h>
#include <Foundation/NSArray.h>
#include <Foundation/NSSet.h>
#include <Foundation/NSOrderedSet.h>
#include <Foundation/NSIndexSet.h>
#include <Foundation/NSDictionary.h>
#include <Foundation/NSError.h>
#include <Foundation/NSPredicate.h>
#include <Foundation/NSExpression.h>
#include <Foundation/NSSortDescriptor.h>
#include <Foundation/NSKeyValueCoding.h>
#include <Foundation/NSKeyValueObserving.h>
#include <Foundation/NSValueTransformer.h>
#include <Foundation/NSFormatter.h>
#include <Foundation/NSISO8601DateFormatter.h>
#include <Foundation/NSBundle.h>
#include <Foundation/NSFileHandle.h>
#include <Foundation/NSFileManager.h>
#include <Foundation/NSProcessInfo.h>
