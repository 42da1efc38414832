/// Names a model cannot use, and the identifier rules it must follow.
enum ReservedNames {
    /// An ordered to-many relationship `steps` also gets a typed array view, `stepsArray`.
    static let orderedArrayViewSuffix = "Array"

    /// The Swift enum that builds a model in code, which must not take a class's name: the model's
    /// name with an upper-case first letter and `Model` appended, unless it already ends in `Model`
    /// (`Commits` gives `CommitsModel`, `AppModel` stays `AppModel`). A name of several words, as an
    /// Xcode model's may be, joins them in upper camel case: `Classic.ColorsDemo` gives
    /// `ClassicColorsDemoModel`.
    static func modelTypeName(forModelNamed name: String) -> String {
        let words =
            isIdentifier(name) ? [Substring(name)] : name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return capitalized.hasSuffix("Model") ? capitalized : capitalized + "Model"
    }

    /// The model's actor, on a background context: the model type's name with `Actor` appended
    /// (`CommitsModelActor`).
    static func modelActorName(forModelTypeName typeName: String) -> String { typeName + "Actor" }

    /// The main-actor form of the model's actor, on the view context: `CommitsMainModelActor`.
    static func mainModelActorName(forModelTypeName typeName: String) -> String {
        String(typeName.dropLast("Model".count)) + "MainModelActor"
    }

    /// A type that the model file of a model built in code declares beside the classes.
    struct ModelFileType: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// The enum that builds the model in code (`CommitsModel`).
            case model
            /// One of the model's actors (`CommitsModelActor`, `CommitsMainModelActor`).
            case modelActor
        }

        var name: String
        var kind: Kind
        /// What the type is, as diagnostics say it: "the model's actor".
        var role: String

        /// How a class or composite (`what`) of this name is put right: the actors, unlike the
        /// model's type, may be left out instead.
        func fix(renaming what: String) -> String {
            kind == .modelActor
                ? "rename the model or the \(what), or leave the actors out (\"omit\": [\"modelActor\"] in modelgen.json)"
                : "rename the model or the \(what)"
        }
    }

    /// The types that the model file of the model named `name` declares: its type and, unless the
    /// configuration leaves them out (`declaringActors`, see `GenerationOptions.declaresModelActors`),
    /// its two actors. Every check of a name that could clash with one of them reads this list, so
    /// that a model that omits its actors may use their names.
    static func modelFileTypes(forModelNamed name: String, declaringActors: Bool) -> [ModelFileType] {
        let typeName = modelTypeName(forModelNamed: name)
        var types = [
            ModelFileType(name: typeName, kind: .model, role: "the model's type, which builds the model in code")
        ]
        if declaringActors {
            types.append(
                ModelFileType(
                    name: modelActorName(forModelTypeName: typeName), kind: .modelActor, role: "the model's actor"))
            types.append(
                ModelFileType(
                    name: mainModelActorName(forModelTypeName: typeName), kind: .modelActor,
                    role: "the model's main-actor form"))
        }
        return types
    }

    /// A model's name: it names the store file (`Classic.ColorsDemo.sqlite`), so it may be an Xcode
    /// model's name of several words, but it must make a Swift type name: ASCII letters, digits,
    /// underscores, dots, hyphens and spaces, starting with a letter or an underscore.
    static func isModelName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return name.utf8.allSatisfy {
            isLetter($0) || isDigit($0)
                || [UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: " ")]
                    .contains($0)
        } && isIdentifier(modelTypeName(forModelNamed: name))
    }

    /// Words Swift reserves: a property with one of these names is written in backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// The longest name of a class or a composite, in bytes of UTF-8: the name of its longest file
    /// (`+CoreDataProperties.swift` or `+CompositeAttribute.swift`, 25 bytes more) must fit in the
    /// 255 bytes that file systems (APFS, ext4) allow a file name.
    static let longestTypeNameBytes = 255 - 25

    /// Words that Swift reads as keywords where a type is written (`any P`, `some P`, `each T`,
    /// `sending T`): a class of that name could not be named in a generic argument
    /// (`NSFetchRequest<any>`). Other type names start with a capital, and cannot be these.
    static let typeKeywords: Set<String> = ["any", "each", "some", "sending"]

    /// Names a modeled property cannot take because every managed object already has a member of
    /// that name, and where each group is declared. Core Data's documentation of
    /// `NSPropertyDescription.name` says a property name cannot be that of a method of `NSObject`
    /// or `NSManagedObject` that takes no parameter, and that the list grows with the frameworks:
    /// a name here either does not compile (a Swift member of another type) or compiles and then
    /// misbehaves (Core Data's accessors, key-value coding or the scripting and accessibility
    /// machinery call the inherited member instead). Both the Swift name and the Objective-C
    /// name are listed where they differ (`isDeleted`, `deleted`). Class methods (`entity()` aside,
    /// which is also an instance property) do not clash with a property and are not listed.
    struct MemberGroup: Sendable {
        /// Who declares the names, as the diagnostic says it: "NSObject's Hashable conformance".
        var owner: String
        /// The header or overlay that declares them, for readers of this list.
        var source: String
        var names: [String]
    }

    /// The Objective-C properties of `NSManagedObject` whose getter has another name, by name: as a
    /// key (`@objc(deleted)`) such a name replaces no method, so a property that keeps it with a
    /// Swift name of its own (`"swiftName"`) is a warning, not an error (CoreData/NSManagedObject.h).
    static let propertiesNamedApartFromTheirGetters: [String: String] = [
        "deleted": "isDeleted", "inserted": "isInserted", "updated": "isUpdated", "fault": "isFault",
    ]

    /// The Swift name an attribute keyed with one of `propertiesNamedApartFromTheirGetters` gets
    /// when the model gives it none (`deleted` → `deletedValue`): a Swift property `deleted` would
    /// override `NSManagedObject`'s (Apple's iOS 17.4 SDK: "overriding declaration requires an
    /// 'override' keyword"), and apps ship such keys (Simplenote's notes sync `deleted`), so the
    /// key stays and the Swift property takes a name that says it is the stored value.
    static func standInSwiftName(forKey key: String) -> String? {
        propertiesNamedApartFromTheirGetters[key] == nil ? nil : key + "Value"
    }

    /// The name of the Swift property of the attribute or relationship keyed `key`: the Swift name
    /// the model gives it, the stand-in for a key that a Swift property cannot have, or the key.
    static func propertyName(forKey key: String, swiftName: String?) -> String {
        swiftName ?? standInSwiftName(forKey: key) ?? key
    }

    static let memberGroups: [MemberGroup] = [
        MemberGroup(
            owner: "the NSObject protocol", source: "objc/NSObject.h (@protocol NSObject)",
            names: [
                "class", "debugDescription", "description", "hash", "isProxy", "retain", "release", "autorelease",
                "retainCount", "self", "superclass", "zone",
            ]),
        MemberGroup(
            owner: "NSObject",
            source:
                "objc/NSObject.h, Foundation/NSObject.h, NSArchiver.h, NSKeyedArchiver.h, NSPortCoder.h (@interface NSObject and its categories)",
            names: [
                "init", "copy", "mutableCopy", "dealloc", "finalize", "classForCoder", "classForKeyedArchiver",
                "classForArchiver", "classForPortCoder", "autoContentAccessingProxy",
                // Unavailable in Swift, but the runtime sends them when it makes a weak reference.
                "allowsWeakReference", "retainWeakReference",
            ]),
        MemberGroup(
            owner: "key-value coding and observing on NSObject",
            source: "Foundation/NSKeyValueCoding.h, Foundation/NSKeyValueObserving.h",
            names: ["observationInfo"]),
        MemberGroup(
            owner: "NSManagedObject", source: "CoreData/NSManagedObject.h",
            names: [
                "managedObjectContext", "entity", "objectID", "inserted", "isInserted", "updated", "isUpdated",
                "deleted", "isDeleted", "fault", "isFault", "hasChanges", "hasPersistentChangedValues",
                "faultingState", "changedValues", "changedValuesForCurrentEvent", "awakeFromFetch", "awakeFromInsert",
                "prepareForDeletion", "willSave", "didSave", "willTurnIntoFault", "didTurnIntoFault",
                "validateForDelete", "validateForInsert", "validateForUpdate",
            ]),
        MemberGroup(
            owner: "the support file's helpers on NSManagedObject, which computed properties and initializers call",
            source: "ModelGenSupport.swift (modelgen's Templates/ModelGenSupport.swift)",
            names: ["modelGenValue", "setModelGenValue", "setModelGenValues"]),
        MemberGroup(
            owner: "NSManagedObject's ObservableObject conformance", source: "CoreData's Swift overlay (Combine)",
            names: ["objectWillChange"]),
        MemberGroup(
            owner: "NSObject's Hashable conformance in Swift", source: "Swift's ObjectiveC overlay",
            names: ["hashValue"]),
        MemberGroup(
            owner: "the macOS scripting categories on NSObject",
            source:
                "Foundation/NSClassDescription.h, NSScriptClassDescription.h, NSScriptObjectSpecifiers.h, NSObjectScripting.h",
            names: [
                "classDescription", "attributeKeys", "toOneRelationshipKeys", "toManyRelationshipKeys", "className",
                "classCode", "objectSpecifier", "scriptingProperties",
            ]),
        MemberGroup(
            owner: "the nib loading categories on NSObject",
            source:
                "AppKit/NSNibLoading.h (NSObject (NSNibAwaking)), UIKit/UINibLoading.h (NSObject (UINibLoadingAdditions))",
            names: ["awakeFromNib", "prepareForInterfaceBuilder"]),
        MemberGroup(
            owner: "AppKit's categories on NSObject",
            source: "AppKit/NSKeyValueBinding.h, NSAccessibility.h, NSDragging.h (informal protocols on NSObject)",
            names: [
                "exposedBindings", "commitEditing", "discardEditing", "accessibilityAttributeNames",
                "accessibilityParameterizedAttributeNames", "accessibilityActionNames", "accessibilityIsIgnored",
                "accessibilityFocusedUIElement", "accessibilityNotifiesWhenDestroyed",
                "ignoreModifierKeysWhileDragging",
            ]),
        MemberGroup(
            owner: "UIKit's accessibility categories on NSObject",
            source:
                "UIKit/UIAccessibility.h, UIAccessibilityContainer.h, UIAccessibilityCustomRotor.h as of the iOS 26.5 SDK (categories on NSObject; older SDKs declare some in UIAccessibilityCustomAction.h and UIAccessibilityDragging.h)",
            names: [
                "isAccessibilityElement", "accessibilityLabel", "accessibilityAttributedLabel", "accessibilityHint",
                "accessibilityAttributedHint", "accessibilityValue", "accessibilityAttributedValue",
                "accessibilityTraits", "accessibilityFrame", "accessibilityPath", "accessibilityActivationPoint",
                "accessibilityLanguage", "accessibilityElementsHidden", "accessibilityViewIsModal",
                "shouldGroupAccessibilityChildren", "accessibilityNavigationStyle",
                "accessibilityRespondsToUserInteraction", "accessibilityUserInputLabels",
                "accessibilityAttributedUserInputLabels", "accessibilityHeaderElements", "accessibilityTextualContext",
                "accessibilityDirectTouchOptions", "accessibilityExpandedStatus", "accessibilityElements",
                "accessibilityContainerType",
                "accessibilityElementCount", "automationElements", "accessibilityCustomActions",
                "accessibilityCustomRotors", "accessibilityDragSourceDescriptors", "accessibilityDropPointDescriptors",
                "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement",
                "accessibilityPerformEscape", "accessibilityPerformMagicTap", "accessibilityElementIsFocused",
                "accessibilityElementDidBecomeFocused", "accessibilityElementDidLoseFocus",
                "accessibilityAssistiveTechnologyFocusedIdentifiers", "accessibilityPreviousTextNavigationElement",
                "accessibilityNextTextNavigationElement", "accessibilityTextInputResponder", "accessibilityLabelBlock",
                "accessibilityValueBlock",
                "accessibilityHintBlock", "accessibilityTraitsBlock", "accessibilityIdentifierBlock",
                "accessibilityFrameBlock", "accessibilityActivationPointBlock", "accessibilityLanguageBlock",
                "accessibilityElementsHiddenBlock", "accessibilityViewIsModalBlock",
                "accessibilityShouldGroupAccessibilityChildrenBlock", "accessibilityElementsBlock",
                "accessibilityContainerTypeBlock", "accessibilityActivateBlock", "accessibilityIncrementBlock",
                "accessibilityDecrementBlock", "accessibilityPerformEscapeBlock", "accessibilityMagicTapBlock",
                "accessibilityCustomActionsBlock", "accessibilityCustomRotorsBlock", "accessibilityPathBlock",
                "accessibilityAttributedLabelBlock", "accessibilityAttributedHintBlock",
                "accessibilityAttributedValueBlock", "accessibilityUserInputLabelsBlock",
                "accessibilityAttributedUserInputLabelsBlock", "accessibilityTextualContextBlock",
                "accessibilityHeaderElementsBlock", "isAccessibilityElementBlock",
                "accessibilityRespondsToUserInteractionBlock", "automationElementsBlock",
                "accessibilityNavigationStyleBlock", "accessibilityExpandedStatusBlock",
                "accessibilityPreviousTextNavigationElementBlock", "accessibilityNextTextNavigationElementBlock",
                "accessibilityTextInputResponderBlock",
            ]),
    ]

    /// Every reserved member name → the group that declares it.
    static let reservedMembers: [String: MemberGroup] = {
        var members: [String: MemberGroup] = [:]
        for group in memberGroups {
            for name in group.names where members[name] == nil { members[name] = group }
        }
        return members
    }()

    /// The keywords that Swift still reads as keywords after a dot (SE-0071 lets the others be
    /// member names there without backticks).
    static let keywordsAfterADot: Set<String> = ["self", "Type", "Protocol", "init"]

    /// The types modelgen nests in every generated class (`Commit.Attribute`, `Commit.Relationship`,
    /// `Commit.KeyPaths`, `Commit.Predicate`, `Commit.ObjectID`). A class with one of these names would
    /// be hidden by them inside other classes' code, and an attribute's enum cannot take them.
    static let nestedTypeNames: Set<String> = ["Attribute", "Relationship", "KeyPaths", "Predicate", "ObjectID"]

    /// The name of the key enum `base` (`Attribute`, `Relationship`) in a model whose own types
    /// (classes, composites) take the names in `taken`: `base`, or where a type of the model has that
    /// name (an entity `Attribute`, as models of attributes and values have), `AttributeKey`, and so on.
    static func keyEnumName(_ base: String, taken: Set<String>) -> String {
        for candidate in [base, base + "Key", base + "Keys", base + "Name"] where !taken.contains(candidate) {
            return candidate
        }
        var number = 2
        while taken.contains(base + "Key\(number)") { number += 1 }
        return base + "Key\(number)"
    }

    /// The types that the model's generated type (`CommitsModel`) declares inside itself: there
    /// they would hide a class of the same name, which its code names.
    static let modelTypeMembers: Set<String> = ["Configuration", "MigratingStore", "MigrationError", "MigrationSteps"]

    /// Types (and modules) the generated code names: a class with one of these names would shadow
    /// them. With `typesUsedByTheModelFile`, `GeneratedTypeNamesTests` checks that the lists hold
    /// every name that the built-in templates write.
    static let typesUsedByGeneratedCode: Set<String> = [
        "Any", "AnyClass", "AnyHashable", "AnyObject", "Array", "Bool", "CaseIterable", "CoreData", "Data", "Date",
        "Decimal",
        "Double", "Float", "Foundation", "Hashable", "Identifiable", "IndexSet", "Int", "Int16", "Int32", "Int64",
        "NSAttributeDescription",
        "NSAttributeType", "NSCompositeAttributeDescription", "NSDeleteRule", "NSDerivedAttributeDescription",
        "NSEntityDescription", "NSExpression", "NSFetchIndexDescription",
        "NSFetchIndexElementDescription",
        "NSFetchRequest", "NSFetchRequestResult", "NSIndexSet", "NSManagedObject", "NSManagedObjectContext",
        "NSManagedObjectID",
        "NSManagedObjectModel", "NSObject", "NSOrderedSet", "NSPersistentContainer", "NSPredicate",
        "NSPropertyDescription",
        "NSRelationshipDescription", "NSSet", "NSSortDescriptor", "NSStringFromClass", "Optional", "Protocol", "Self",
        "Sendable",
        "Set", "String", "Swift", "Type", "URL", "UUID",
        // The migration and the container factory.
        "Bundle", "CustomStringConvertible", "Error", "FileManager", "NSCustomMigrationStage",
        "NSFetchRequestResultType", "NSFetchedPropertyDescription", "NSManagedObjectModelReference", "NSMappingModel",
        "NSMigrationManager", "NSMigrationStage", "NSNumber", "NSPersistentCloudKitContainer",
        "NSPersistentCloudKitContainerOptions", "NSPersistentStoreCoordinator", "NSPersistentStoreDescription",
        "NSStagedMigrationManager", "NSString",
        // The result type of a fetch request of dictionaries.
        "NSDictionary",
    ]

    /// The names that the support file uses beyond `typesUsedByGeneratedCode`: the stores' options,
    /// migration, transformable values and the errors of validation rules, and its own types. It is
    /// written for every model, Xcode models too (their Properties files call its helpers), so no
    /// class may take them: it would shadow them, or be hidden by them.
    static let typesUsedByTheSupportFile: Set<String> = [
        "NSInferMappingModelAutomaticallyOption", "NSMigratePersistentStoresAutomaticallyOption",
        "NSPersistentHistoryTrackingKey", "NSPersistentStoreRequest", "NSPersistentStoreResult",
        "NSPersistentStoreStagedMigrationManagerOptionKey", "NSValidationDateTooLateError",
        "NSValidationDateTooSoonError", "NSValidationNumberTooLargeError", "NSValidationNumberTooSmallError",
        "NSValidationStringPatternMatchingError", "NSValidationStringTooLongError", "NSValidationStringTooShortError",
        "PropertyListSerialization", "Void",
        // What its typed predicates name: ordered values, the key paths of `@dynamicMemberLookup`, the options of a
        // string comparison, the raw values of enums.
        "Comparable", "KeyPath", "OptionSet", "RawRepresentable",
        // The values that generated initializers set by key.
        "KeyValuePairs",
        // The support file's own types.
        "ModelGenModelBuilder", "ModelGenSupport",
        // The global actor of its main-actor form, named in an attribute (`@MainActor`). It names the
        // actor protocol and the executor's types with their module (`_Concurrency.Actor`), so
        // that an entity may be called `Actor`.
        "MainActor",
    ]

    /// The names that only the model file (built for a `.datamodel.json` model, not for an Xcode
    /// model) and the support file use: the model type's nested types, the stores' options,
    /// CloudKit, migration, transformable values and the errors of validation rules. A class would
    /// shadow them, or be hidden by them. An Xcode model's classes are held to
    /// `typesUsedByTheSupportFile` only.
    static let typesUsedByTheModelFile: Set<String> = modelTypeMembers.union(typesUsedByTheSupportFile).union([
        "CKDatabase", "CloudKit", "NSArray", "NSInMemoryStoreType", "NSPersistentStore",
        "NSPersistentStoreRemoteChangeNotificationPostOptionKey",
    ])

    /// The members modelgen generates in every composite's struct besides one per element.
    /// (`self` would hide the struct itself inside its initializer.)
    /// (`hashValue` would be ambiguous with `Hashable`'s, which the struct conforms to.)
    static let compositeMemberNames: Set<String> = ["compositeValue", "hashValue", "self"]

    /// Names an attribute's enum cannot take: `ID` would become the `Identifiable.ID` of its class.
    static let reservedEnumNames: Set<String> = ["ID"]

    /// Names an enum case cannot take (a case name is also a property name in `Entity.Attribute`):
    /// Swift reserves `Type` and `Protocol` for members, and `allCases` is `CaseIterable`'s.
    static let reservedCaseNames: Set<String> = ["Type", "Protocol", "allCases"]

    /// Why `name` cannot name a Swift property of a generated class, if it cannot: a member every
    /// managed object has, or a case name the key enums need. `what` is how the message calls the
    /// name ("property name", "Swift name").
    static func swiftPropertyNameProblem(_ name: String, calling what: String) -> String? {
        if let group = reservedMembers[name] {
            return
                "\(what) '\(name)' is taken: every managed object has '\(name)' from \(group.owner), which a property of that name would override or hide"
        }
        if reservedCaseNames.contains(name) {
            return
                "\(what) '\(name)' clashes with 'allCases' of the key enums 'Entity.Attribute' and 'Entity.Relationship'"
        }
        return nil
    }

    /// The Objective-C method family that `name` (a getter's selector) falls in when that family's
    /// methods return an object the caller owns: `new`, `alloc`, `copy` or `mutableCopy` as its
    /// first word, after any underscores, followed by the end or anything but a lower-case letter
    /// (`newTitle`, `copy2`; not `newsletter` or `copyright`). Clang's rule (the ARC specification,
    /// "Method families").
    /// Compared on bytes: it runs for most properties of every model (through `String`'s
    /// `hasPrefix` and `drop`, it cost 2,500 instructions a name).
    static func owningMethodFamily(of name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            var start = 0
            while start < bytes.count, bytes[start] == UInt8(ascii: "_") { start += 1 }
            guard start < bytes.count else { return nil }
            for family in owningMethodFamilies where family.first == bytes[start] {
                let end = start + family.count
                guard end <= bytes.count, bytes[start..<end].elementsEqual(family) else { continue }
                if end == bytes.count || !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) {
                    return String(decoding: family, as: UTF8.self)
                }
            }
            return nil
        }
    }

    private static let owningMethodFamilies: [[UInt8]] = ["new", "alloc", "copy", "mutableCopy"].map { Array($0.utf8) }

    /// The local variable of every generated fetch request factory, which a parameter would hide.
    static let fetchRequestLocals: Set<String> = ["request"]

    /// `name` as a lower-camel-case Swift name, the way Apple's API guidelines case an acronym:
    /// `UUID` gives `uuid`, `URLString` `urlString`, `FIRST_NAME` `firstName`, `Fetch all items`
    /// `fetchAllItems`. A name that already starts with a lower-case letter and is an identifier is
    /// kept as it is (`parent_id`). `nil` when no identifier comes out (no letters, a digit first,
    /// or a letter outside ASCII, which Swift accepts but modelgen's names do not).
    static func lowerCamelCase(_ name: String) -> String? {
        if startsWithLowercase(name), isIdentifier(name) { return name }
        guard name.allSatisfy(\.isASCII) else { return nil }
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return nil }
        let isScreaming = !name.contains { $0.isLowercase }
        var result = lowercasingLeadingCapitals(of: first)
        for word in words.dropFirst() {
            let rest = isScreaming ? word.dropFirst().lowercased() : String(word.dropFirst())
            result += word.prefix(1).uppercased() + rest
        }
        return isIdentifier(result) && !startsWithUppercase(result) ? result : nil
    }

    /// `UUID` → `uuid`, `URLString` → `urlString`, `Object` → `object`, `IDs` → `ids`: the leading
    /// capitals in lower case, but for the last of several when a lower-case letter follows it (it
    /// starts a word) other than a plural's `s`.
    private static func lowercasingLeadingCapitals(of word: String) -> String {
        let characters = Array(word)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        // `URLs` → `urls`: a plural acronym is one word.
        let isPluralAcronym = count > 1 && count == characters.count - 1 && characters[count] == "s"
        if count > 1, count < characters.count, characters[count].isLowercase, !isPluralAcronym { count -= 1 }
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }

    /// ASCII letters, digits and underscores, not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isDigit(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    static func startsWithUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    static func startsWithLowercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    /// The standard library's numbers and `Bool` (and `CGFloat`): Objective-C sees them as C scalars,
    /// which have no optional form.
    private static let swiftScalarTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Bool", "Double",
        "Float", "CGFloat",
    ]

    /// Whether `type` names one of `swiftScalarTypes`, with or without the module (`Swift.Int`).
    static func isSwiftScalarType(_ type: String) -> Bool {
        let name = type.hasPrefix("Swift.") ? String(type.dropFirst("Swift.".count)) : type
        return swiftScalarTypes.contains(name)
    }

    /// A Swift type as a transformable attribute's `customClass` may name it: identifiers joined by
    /// dots, with generic arguments, array and dictionary brackets. Nothing that could end a
    /// declaration or start a comment.
    static func isTypeName(_ name: String) -> Bool {
        var depth = 0
        var previousWasIdentifier = false
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "["):
                depth += 1
                previousWasIdentifier = false
            case UInt8(ascii: ">"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "?"):
                previousWasIdentifier = false
            default:
                guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") else { return false }
                if !previousWasIdentifier && isDigit(byte) { return false }
                previousWasIdentifier = true
            }
        }
        return depth == 0 && !name.isEmpty && name.utf8.contains(where: isLetter)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
