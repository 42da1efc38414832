import Library

for (name, entity, properties, origin) in [
    ("Book", Book.entityName, Book.properties, Book().origin),
    ("Author", Author.entityName, Author.properties, Author().origin),
] {
    print("\(name) (entity \(entity), \(origin)): " + properties.map { "\($0.name): \($0.type)" }.joined(separator: ", "))
}
print("\(LibraryModel.name) model: " + LibraryModel.entityFactories.joined(separator: ", "))
