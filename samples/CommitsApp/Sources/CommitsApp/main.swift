import CoreData

// The generated API in use. The full app (importing GitHub's commits, upserting them, filtering)
// arrives with the model builder; until then this shows the typed fetch request.
let request = Commit.createFetchRequest()
request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
print("CommitsApp fetches \(request.entityName ?? "nothing"), newest first.")
