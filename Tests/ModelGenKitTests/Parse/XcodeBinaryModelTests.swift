import Foundation
import Testing

@testable import ModelGenKit

/// Versions that Xcode 3 saved: a binary `elements` keyed archive instead of `contents`. The real
/// ones are read where they are, in `../shared/real-models` beside the checkout (never copied into
/// the project; where the folder is absent the tests say so and pass); the damaged ones are built
/// here.
@Suite struct XcodeBinaryModelTests {
    static let realModels = TestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent(
        "shared/real-models")

    /// The real version folder at `path` below `realModels`, or `nil` (printed) when absent.
    static func realVersion(_ path: String) -> XcodeModelBundle.Version? {
        let folder = realModels.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("elements").path) else {
            print("XcodeBinaryModelTests: skipped: no \(folder.path)")
            return nil
        }
        return XcodeModelBundle.Version(name: folder.deletingPathExtension().lastPathComponent, folder: folder.path)
    }

    static func read(_ version: XcodeModelBundle.Version) -> ModelLoader.XcodeVersionReading {
        var metrics = PipelineMetrics()
        return ModelLoader.readXcodeVersion(
            version, modelName: "Model", sizeLimit: InputFile.defaultModelSizeLimit, metrics: &metrics)
    }

    /// A default, as a test compares it: "number 0", "string None".
    static func text(_ value: JSONValue?) -> String {
        switch value?.kind {
        case .number(let number)?: "number \(number)"
        case .string(let string)?: "string \(string)"
        case .bool(let flag)?: "bool \(flag)"
        case nil: "nil"
        default: "another value"
        }
    }

    static let recipes = "magicalpanda+MagicalRecord/Samples/iOS/Application/Models/Recipes.xcdatamodeld"
    static let ponso =
        "rentzsch+mogenerator/contributed templates/Nikita Zhuk/ponso/sample project/PonsoTest/MyModel.xcdatamodeld/MyModel.xcdatamodel"
    static let simplenote = "Automattic+simplenote-ios/Simplenote/Simplenote.xcdatamodeld"
    static let simplenoteMac = "Automattic+simplenote-macos/Simplenote/Simplenote.xcdatamodeld/Simplenote.xcdatamodel"

    /// Every binary version among the real models reads, without an error.
    @Test func everyRealBinaryVersionReads() throws {
        guard FileManager.default.fileExists(atPath: Self.realModels.path) else {
            print("XcodeBinaryModelTests: skipped: no \(Self.realModels.path) beside the checkout")
            return
        }
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: Self.realModels.path)
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent == "elements" {
                found.append((path as NSString).deletingLastPathComponent)
            }
        }
        #expect(found.count == 6, "\(found)")
        for path in found.sorted() {
            let version = try #require(Self.realVersion(path))
            #expect(version.isXcode3Binary)
            let reading = Self.read(version)
            #expect(!reading.diagnostics.hasErrors, "\(path): \(reading.diagnostics.map(\.formatted))")
            let declaration = try #require(reading.declaration, "\(path)")
            #expect(!declaration.entities.isEmpty)
        }
    }

    @Test func readsRecipesEntitiesAttributesAndRelationships() throws {
        guard let version = Self.realVersion(Self.recipes + "/Recipes.xcdatamodel") else { return }
        let reading = Self.read(version)
        let model = try #require(reading.declaration, "\(reading.diagnostics.map(\.formatted))")
        #expect(model.entities.map(\.name.value) == ["Image", "Ingredient", "Recipe", "RecipeType"])
        let recipe = try #require(model.entities.first { $0.name.value == "Recipe" })
        #expect(recipe.className?.value == "Recipe")
        #expect(
            recipe.attributes.map(\.name.value) == [
                "instructions", "name", "overview", "prepTime", "thumbnailImage",
            ])
        let thumbnail = try #require(recipe.attributes.first { $0.name.value == "thumbnailImage" })
        #expect(thumbnail.type?.value == .transformable)
        #expect(thumbnail.valueTransformer?.value == "ImageToDataTransformer")
        #expect(thumbnail.isOptional)
        let ingredients = try #require(recipe.relationships.first { $0.name.value == "ingredients" })
        #expect(ingredients.destination.value == "Ingredient")
        #expect(ingredients.inverse?.value == "recipe")
        #expect(ingredients.isToMany)
        #expect(ingredients.deleteRule == .cascade)
        let ingredient = try #require(model.entities.first { $0.name.value == "Ingredient" })
        let order = try #require(ingredient.attributes.first { $0.name.value == "displayOrder" })
        #expect(order.type?.value == .integer16)
        #expect(!order.isOptional)
        #expect(Self.text(order.defaultValue) == "number 0")
        let recipeLink = try #require(ingredient.relationships.first { $0.name.value == "recipe" })
        #expect(!recipeLink.isToMany && recipeLink.isOptional && recipeLink.deleteRule == .nullify)
        // Xcode 3 indexed relationships: a to-one's flag is its fetch index, as an attribute's is; a
        // to-many's indexes no column, and is left out with the reason.
        let byRecipe = try #require(ingredient.indexes.first { $0.name.value == "byRecipeIndex" })
        #expect(byRecipe.elements.map(\.property.value) == ["recipe"])
        let toMany = try #require(
            reading.unheld.first { $0.description.contains("relationship 'ingredients' of entity 'Recipe'") })
        #expect(toMany.unusedByCoreDataBecause?.contains("to-many relationship is no column") == true)
    }

    @Test func readsPonsoClassesTransientRelationshipsAndSyncServicesUserInfo() throws {
        guard let version = Self.realVersion(Self.ponso) else { return }
        let reading = Self.read(version)
        let model = try #require(reading.declaration, "\(reading.diagnostics.map(\.formatted))")
        #expect(model.entities.count == 6)
        let employee = try #require(model.entities.first { $0.name.value == "Employee" })
        #expect(employee.className?.value == "ModelEmployee")
        let vacation = try #require(employee.attributes.first { $0.name.value == "isOnVacation" })
        #expect(vacation.type?.value == .boolean && Self.text(vacation.defaultValue) == "bool false")
        let company = try #require(employee.relationships.first { $0.name.value == "company" })
        #expect(company.isTransient && !company.isOptional && company.destination.value == "Company")
        // Sync Services kept arrays and dictionaries in user info, which the XML cannot hold, and
        // which nothing but Sync Services read: left out, with the reason.
        let identity = try #require(
            reading.unheld.first {
                $0.description.hasPrefix("the user info entry 'com.apple.syncservices.IdentityProperties' of entity")
            })
        #expect(identity.unusedByCoreDataBecause?.hasPrefix("only macOS's Sync Services read it") == true)
        // Its string entries are user info as the XML's.
        let name = try #require(employee.attributes.first { $0.name.value == "name" })
        #expect(name.userInfo.contains { $0.key == "com.apple.syncservices.Syncable" && $0.value == "NO" })
    }

    @Test func readsSimplenoteForMac() throws {
        guard let version = Self.realVersion(Self.simplenoteMac) else { return }
        let model = try #require(Self.read(version).declaration)
        let note = try #require(model.entities.first)
        #expect(model.entities.map(\.name.value) == ["Note"])
        #expect(note.attributes.count == 16)
        #expect(note.attributes.first { $0.name.value == "creationDate" }?.type?.value == .date)
        #expect(note.attributes.first { $0.name.value == "syncNum" }?.type?.value == .integer32)
    }

    /// Simplenote's first version is binary and its second XML: what the two store alike reads
    /// alike, and what differs is what the XML changed.
    @Test func simplenotesBinaryVersionReadsAsItsXMLSuccessorWhereTheyAgree() throws {
        guard let binary = Self.realVersion(Self.simplenote + "/Simplenote.xcdatamodel") else { return }
        let xml = XcodeModelBundle.Version(
            name: "Simplenote 2",
            folder: Self.realModels.appendingPathComponent(Self.simplenote + "/Simplenote 2.xcdatamodel").path)
        #expect(!xml.isXcode3Binary)
        func resolved(_ version: XcodeModelBundle.Version) throws -> ResolvedModel {
            let declaration = try #require(Self.read(version).declaration)
            var log = DiagnosticLog(file: version.contentsPath)
            let model = Resolver.resolve(declaration, fileName: "Simplenote", purpose: .shippedVersion, log: &log)
            return try #require(model, "\(log.diagnostics.map(\.formatted))")
        }
        let old = try resolved(binary)
        let new = try resolved(xml)
        let oldSchema = Dictionary(uniqueKeysWithValues: StoredSchema(of: old).elements.map { ($0.path, $0.fields) })
        let newSchema = Dictionary(uniqueKeysWithValues: StoredSchema(of: new).elements.map { ($0.path, $0.fields) })
        let shared = Set(oldSchema.keys).intersection(newSchema.keys)
        #expect(shared.count == 13)
        let differing = shared.filter { oldSchema[$0] != newSchema[$0] }.sorted()
        // Simplenote 2 gave Note a parent and made four attributes optional; the rest is the same.
        #expect(differing == ["Note", "Note.noteSynced", "Note.remoteId", "Note.systemTags", "Note.tags"])
        let outcome = ModelComparison.compare(
            old: old, oldFile: binary.contentsPath, new: new, newFile: xml.contentsPath)
        #expect(outcome.changes.contains("~ entity Note: parent none → SPManagedObject"), "\(outcome.changes)")
        for same in ["content", "creationDate", "deleted", "modificationDate", "publishURL", "shareURL"] {
            #expect(!outcome.changes.contains { $0.contains("Note.\(same):") || $0.hasSuffix("Note.\(same)") })
        }
        #expect(!outcome.diagnostics.hasErrors, "\(outcome.diagnostics.map(\.formatted))")
    }

    // MARK: Archives built here

    /// Builds a keyed archive as `NSKeyedArchiver` does, references as `CF$UID` dictionaries.
    struct Archive {
        var objects: [Any] = ["$null"]
        private var classes: [String: Int] = [:]

        static func uid(_ number: Int) -> [String: Any] { ["CF$UID": number] }

        mutating func add(_ object: Any) -> [String: Any] {
            objects.append(object)
            return Self.uid(objects.count - 1)
        }

        mutating func classReference(_ name: String) -> [String: Any] {
            if let number = classes[name] { return Self.uid(number) }
            let reference = add(["$classname": name, "$classes": [name, "NSObject"]])
            classes[name] = objects.count - 1
            return reference
        }

        mutating func object(_ className: String, _ fields: [String: Any]) -> [String: Any] {
            var fields = fields
            fields["$class"] = classReference(className)
            return add(fields)
        }

        mutating func dictionary(_ entries: [(String, Any)]) -> [String: Any] {
            let keys = entries.map { add($0.0) }
            return object("NSMutableDictionary", ["NS.keys": keys, "NS.objects": entries.map(\.1)])
        }

        mutating func array(_ items: [Any]) -> [String: Any] {
            object("NSMutableArray", ["NS.objects": items])
        }

        /// An element's settings: one stereotype holding each as a property's `_default`.
        mutating func stereotypes(_ settings: [String: [(String, Any)]]) -> [String: Any] {
            dictionary(
                settings.sorted { $0.key < $1.key }.map { name, values in
                    let properties = values.map { key, value in
                        (key, object("XDUMLPropertyImp", ["_default": value, "_name": add(key)]))
                    }
                    return (
                        name,
                        object("XDUMLStereotypeImp", ["XDBucketForOwnedAttributesstorage": dictionary(properties)])
                    )
                })
        }

        func bytes(root: [String: Any]) throws -> [UInt8] {
            let plist: [String: Any] = [
                "$archiver": "NSKeyedArchiver", "$version": 100000, "$top": ["root": root], "$objects": objects,
            ]
            return [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
        }
    }

    /// A model of entities `Item` (an attribute `title`, optional String) and `Book` (child of
    /// Item), each changed by `edit` before it is archived.
    static func model(
        entityName: String? = "Item",
        edit: (inout Archive, inout [String: Any], inout [String: Any]) -> Void = { _, _, _ in }
    ) throws -> [UInt8] {
        var archive = Archive()
        let title = archive.object(
            "XDPMAttribute",
            [
                "_name": archive.add("title"),
                "XDBucketForStereotypesstorage": archive.stereotypes([
                    "XD_PPropStereotype": [("XD_PPSK_isOptional", true)],
                    "XD_PAtt_Stereotype": [
                        ("XD_PAttK_attributeType", 700), ("XD_PAttK_defaultValueAsString", archive.add("None")),
                    ],
                ]),
            ])
        var item: [String: Any] = [
            "XDBucketForStereotypesstorage": archive.stereotypes([
                "XD_PStereotype": [
                    ("XD_PSK_entityClassName", archive.add("Item")), ("XD_PSK_fetchRequestsArray", archive.array([])),
                ]
            ]),
            "XDBucketForOwnedAttributesstorage": archive.dictionary([("title", title)]),
        ]
        if let entityName { item["_name"] = archive.add(entityName) }
        var book: [String: Any] = [
            "_name": archive.add("Book"),
            "XDBucketForStereotypesstorage": archive.stereotypes([
                "XD_PStereotype": [("XD_PSK_entityClassName", archive.add("Book"))]
            ]),
        ]
        edit(&archive, &item, &book)
        let itemReference = archive.object("XDPMEntity", item)
        book["XDBucketForGeneralizationsstorage"] = archive.array([
            archive.object("XDUMLGeneralizationImp", ["_general": itemReference])
        ])
        let bookReference = archive.object("XDPMEntity", book)
        let package = archive.object(
            "XDModelPackage",
            ["XDBucketForClassesstorage": archive.dictionary([("Item", itemReference), ("Book", bookReference)])])
        let model = archive.object(
            "XDPMModel",
            [
                "_xd_rootPackage": package, "_configurationsByName": archive.dictionary([]),
                "_xd_comments": archive.array([]),
            ])
        return try archive.bytes(root: model)
    }

    static func readElements(_ bytes: [UInt8]) -> (root: XMLElementSyntax?, unheld: [UnheldFeature], messages: [String])
    {
        var log = DiagnosticLog(file: "Old.xcdatamodel/elements")
        let (root, unheld) = XcodeBinaryModelReader.read(bytes, log: &log)
        return (root, unheld, log.diagnostics.map(\.formatted))
    }

    @Test func readsAnArchiveBuiltHere() throws {
        let read = Self.readElements(try Self.model())
        #expect(read.messages == [])
        let root = try #require(read.root)
        var log = DiagnosticLog(file: "elements")
        let declaration = try #require(XcodeModelDecoder.decode(root, name: "Shop", log: &log).declaration)
        #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.formatted))")
        #expect(declaration.entities.map(\.name.value) == ["Book", "Item"])
        #expect(declaration.entities[0].parent?.value == "Item")
        let title = try #require(declaration.entities[1].attributes.first)
        #expect(title.name.value == "title" && title.type?.value == .string && title.isOptional)
        #expect(Self.text(title.defaultValue) == "string None")
    }

    @Test func notAPropertyList() {
        #expect(
            Self.readElements(Array("hello".utf8)).messages == [
                "Old.xcdatamodel/elements: error: this 'elements' file is not a binary property list; open the model in Xcode 4 or later and save it, which writes it as 'contents'"
            ])
        #expect(
            Self.readElements(Array("<?xml version=\"1.0\"?><plist/>".utf8)).messages.first?.contains(
                "is an XML file, not the binary property list Xcode 3 writes") == true)
    }

    /// A truncated, damaged or garbage file is one error, never a crash or a hang.
    @Test func damagedFilesAreOneErrorEach() throws {
        let bytes = try Self.model()
        for length in [8, 20, 40, bytes.count / 2, bytes.count - 1] {
            let read = Self.readElements(Array(bytes.prefix(length)))
            #expect(read.root == nil && read.messages.count == 1, "\(length): \(read.messages)")
            #expect(read.messages.first?.contains("error: cannot read this 'elements' file: the file is") == true)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                damaged[Int.random(in: 8..<damaged.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            let read = Self.readElements(damaged)
            #expect(read.root != nil || read.messages.contains { $0.contains(": error: ") })
        }
        for _ in 0..<200 {
            let garbage =
                BinaryPropertyList.header + [0x30]
                + (0..<Int.random(in: 0...300, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
            #expect(Self.readElements(garbage).messages.count >= 1)
        }
    }

    @Test func notAKeyedArchive() throws {
        let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .binary, options: 0))
        #expect(
            Self.readElements(bytes).messages == [
                "Old.xcdatamodel/elements: error: cannot read this 'elements' file: the property list is not a keyed archive (a dictionary with '$archiver' NSKeyedArchiver, '$objects' and '$top')"
            ])
    }

    @Test func anEntityWithoutAName() throws {
        let read = Self.readElements(try Self.model(entityName: nil))
        #expect(read.root == nil)
        #expect(read.messages.count == 2, "\(read.messages)")
        #expect(read.messages.first?.contains(": error: an entity (object #") == true)
        #expect(read.messages.first?.hasSuffix(") has no name") == true)
        // Book's parent is that entity.
        #expect(
            read.messages.last?.contains(
                "error: cannot read this Xcode 3 model: the parent of entity 'Book', the entity object #") == true)
    }

    @Test func aReferenceOutOfRange() throws {
        let bytes = try Self.model { _, item, _ in item["XDBucketForOwnedAttributesstorage"] = Archive.uid(9999) }
        let read = Self.readElements(bytes)
        #expect(read.root == nil)
        let message = try #require(read.messages.first)
        #expect(message.contains(": error: cannot read this Xcode 3 model: object #"), "\(message)")
        #expect(message.contains("refers to object #9999, but the archive has objects #0 to #"), "\(message)")
        // Located at the object that refers: its number is the line.
        #expect(message.hasPrefix("Old.xcdatamodel/elements:"))
    }

    /// The archive's references go round (each element names its owner, which lists it); the
    /// reader follows only those it knows, and a user info value that contains itself is an error.
    @Test func aReferenceCycle() throws {
        let bytes = try Self.model { archive, item, _ in
            // A dictionary whose one value is the dictionary itself.
            let key = archive.add("loop")
            let number = archive.objects.count
            let dictionary = archive.object(
                "NSMutableDictionary", ["NS.keys": [key], "NS.objects": [Archive.uid(number)]])
            #expect(dictionary["CF$UID"] as? Int == number)
            item["XDBucketForStereotypesstorage"] = archive.stereotypes([
                "XD_PStereotype": [("XD_PSK_userInfo", dictionary)]
            ])
        }
        let read = Self.readElements(bytes)
        #expect(read.root == nil)
        let message = try #require(read.messages.first)
        #expect(message.contains("contains itself (a reference cycle through objects #"), "\(message)")
        // An entity that is its own parent is read, and the resolver refuses it as in the XML.
        let selfParent = try Self.model { archive, _, book in
            book["_name"] = archive.add("Item")
        }
        #expect(Self.readElements(selfParent).messages.isEmpty)
    }

    @Test func whatTheReaderCannotReadIsNamed() throws {
        let bytes = try Self.model { archive, item, _ in
            item["XDBucketForStereotypesstorage"] = archive.stereotypes([
                "XD_PStereotype": [
                    ("XD_PSK_fetchRequestsArray", archive.array([archive.add("a request")])),
                    ("XD_PSK_somethingNew", true),
                ]
            ])
        }
        let read = Self.readElements(bytes)
        #expect(read.messages.count == 1)
        #expect(
            read.messages.first?.contains(
                "error: entity 'Item' has 1 fetch request template, which modelgen cannot read from Xcode 3's binary format; open the model in Xcode 4 or later and save it"
            ) == true, "\(read.messages)")
        #expect(
            read.unheld.map(\.description) == [
                "the setting 'XD_PSK_somethingNew' (YES) of entity 'Item', which modelgen does not know"
            ])
    }

    /// A user info value that is no string is left out with a reason only where Sync Services' key
    /// says that nothing else read it; an app's own key keeps its value, so convert refuses to drop it.
    @Test func onlySyncServicesUserInfoIsLeftOutForItsReason() throws {
        let bytes = try Self.model { archive, item, _ in
            let userInfo = archive.dictionary([
                ("com.apple.syncservices.IdentityProperties", archive.array([archive.add("title")])),
                ("appSettings", archive.array([archive.add("title")])),
            ])
            item["XDBucketForStereotypesstorage"] = archive.stereotypes([
                "XD_PStereotype": [("XD_PSK_entityClassName", archive.add("Item")), ("XD_PSK_userInfo", userInfo)]
            ])
        }
        let read = Self.readElements(bytes)
        #expect(read.messages.isEmpty, "\(read.messages)")
        let reasons = Dictionary(
            uniqueKeysWithValues: read.unheld.map {
                ($0.description.split(separator: "'")[1], $0.unusedByCoreDataBecause)
            })
        #expect(reasons.count == 2, "\(read.unheld)")
        #expect(reasons["com.apple.syncservices.IdentityProperties"]??.contains("Sync Services") == true)
        #expect(reasons["appSettings"] == .some(nil))
    }

    /// A bundle whose version has only `elements` opens with that file as the version's model.
    @Test func aBundleVersionInXcode3sFormatOpens() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = folder.appendingPathComponent("Shop.xcdatamodeld/Shop.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Data(try Self.model()).write(to: version.appendingPathComponent("elements"))
        guard case .success(let bundle) = XcodeModelBundle.open(folder.appendingPathComponent("Shop.xcdatamodeld").path)
        else {
            Issue.record("the bundle did not open")
            return
        }
        #expect(bundle.current.isXcode3Binary)
        #expect(bundle.current.contentsPath.hasSuffix("Shop.xcdatamodel/elements"))
        var metrics = PipelineMetrics()
        let loaded = ModelLoader.load(modelAt: version.path, metrics: &metrics)
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics.map(\.formatted))")
        #expect(loaded.history?.current.entities.map(\.name).sorted() == ["Book", "Item"])
    }

    /// A version in Xcode 3's format is read for convert as an XML one is (it once was read as
    /// for generate): its class named with a module is a warning where the app loads the Xcode
    /// model, and none once converted, where the model in code names the class itself.
    @Test func aClassNamedWithAModuleIsNoWarningOnceConverted() throws {
        let folder = try TestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Shop.xcdatamodeld")
        let version = bundle.appendingPathComponent("Shop.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        let bytes = try Self.model { archive, item, _ in
            item["XDBucketForStereotypesstorage"] = archive.stereotypes([
                "XD_PStereotype": [
                    ("XD_PSK_entityClassName", archive.add(".Item")), ("XD_PSK_fetchRequestsArray", archive.array([])),
                ]
            ])
        }
        try Data(bytes).write(to: version.appendingPathComponent("elements"))
        #expect(
            Generator.validate(modelsAt: [bundle.path]).map(\.message) == [
                "entity 'Item' names its class with a module ('.Item'), but modelgen's classes are registered as '@objc(Item)'; set the entity's Module to none in Xcode's Data Model inspector so that Core Data looks up 'Item'"
            ])
        let output = folder.appendingPathComponent("Shop.datamodel.json")
        let conversion = Generator.convert(modelAt: bundle.path, to: output.path, dropUnsupported: false)
        #expect(TestSupport.describe(conversion.diagnostics) == [])
        #expect(try TestSupport.read(output).contains(#""name": "Item""#))
        #expect(try !TestSupport.read(output).contains(".Item"))
    }
}
