import CoreData

// The same app as CommitsApp, with its classes generated at build time by ModelGenPlugin from
// Model/Commits.datamodel.json (a link to CommitsApp's model, so that both targets share one).
let request = Commit.createFetchRequest()
request.sortDescriptors = [NSSortDescriptor(key: Commit.Attribute.date.rawValue, ascending: false)]
print("CommitsAppBuildTime fetches \(request.entityName ?? "nothing"), newest first.")
