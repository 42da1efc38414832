/// One setting of a fetch request as the generated code gives it: assigned in a factory
/// (`request.fetchBatchSize = 20`), an argument in the model's template (`fetchBatchSize: 20`).
struct FetchRequestSettingContext: TemplateRecord, Sendable {
    /// The `NSFetchRequest` property: `resultType`, `fetchBatchSize`, `includesSubentities`…
    var property: String
    /// Its value in Swift: `.managedObjectIDResultType`, `20`, `false`.
    var value: String

    /// The settings the model gives, in `NSFetchRequest`'s order; Core Data's defaults are left to it.
    /// A result type of managed objects is the default and is not set, so that the generated code
    /// never names the zero member of `NSFetchRequestResultType`, an option set.
    static func settings(of settings: FetchRequestTemplate.Settings) -> [FetchRequestSettingContext] {
        var contexts: [FetchRequestSettingContext] = []
        if let resultType = resultTypeCase(settings.effectiveResultType) {
            contexts.append(.init(property: "resultType", value: "." + resultType))
        }
        if let batchSize = settings.batchSize {
            contexts.append(.init(property: "fetchBatchSize", value: String(batchSize)))
        }
        for key in FetchRequestKey.flags {
            guard let flag = settings.flags[key] else { continue }
            contexts.append(.init(property: key.rawValue, value: flag ? "true" : "false"))
        }
        return contexts
    }

    /// The `NSFetchRequestResultType` member in Swift; `nil` for managed objects, the default.
    static func resultTypeCase(_ resultType: FetchRequestTemplate.ResultType) -> String? {
        switch resultType {
        case .managedObject: nil
        case .managedObjectID: "managedObjectIDResultType"
        case .dictionary: "dictionaryResultType"
        case .count: "countResultType"
        }
    }

    /// The type of the results a request returns: the class for managed objects, and Core Data's
    /// own type for the other result types.
    static func resultSwiftType(_ resultType: FetchRequestTemplate.ResultType, className: String) -> String {
        switch resultType {
        case .managedObject: className
        case .managedObjectID: "NSManagedObjectID"
        case .dictionary: "NSDictionary"
        case .count: "NSNumber"
        }
    }

    static let templateMembers: TemplateMembers<Self> = [
        "property": { .text($0.property) },
        "value": { .text($0.value) },
    ]
}
