import Foundation

/// The checks of an attribute's validation rules and storage options.
///
/// Core Data checks validation rules when it saves an object, and refuses the save when a value
/// breaks one. A rule that no value can satisfy, or a default that breaks its own attribute's
/// rules, would fail every save of a new object on the user's device; here it is an error at
/// generation time instead.
extension ResolverRun {
    /// The checked rules of `attribute`, of type `type`, whose checked default is `defaultValue`.
    mutating func resolveValidation(
        of attribute: AttributeDeclaration, type: AttributeType, defaultValue: DefaultValue?
    ) -> AttributeValidation {
        let declaration = attribute.validation
        var validation = AttributeValidation()
        validation.minimum = bound(declaration.minimum, as: "minimum", of: type)
        validation.maximum = bound(declaration.maximum, as: "maximum", of: type)
        if let minimum = validation.minimum, let maximum = validation.maximum,
            let low = minimum.orderingValue, let high = maximum.orderingValue, low > high,
            let location = declaration.minimum?.location
        {
            log.error(
                "'minimum' \(minimum.description) is greater than 'maximum' \(maximum.description): no value is valid",
                at: location)
        }
        // (A list of keys and values is made only where there is a value: it is an array allocated,
        // and this runs for every attribute.)
        let lengths =
            declaration.minLength == nil && declaration.maxLength == nil
            ? [] : [("minLength", declaration.minLength), ("maxLength", declaration.maxLength)]
        for (key, length) in lengths {
            guard let length else { continue }
            if type.facts.validationBounds != .length {
                log.error(
                    "'\(key)' applies only to string attributes\(Self.rangeHint(for: type, key: key))",
                    at: length.location)
            } else if key == "minLength" {
                validation.minLength = length.value
            } else if length.value == 0 {
                log.error("'maxLength' 0 allows only the empty string; leave it out for no limit", at: length.location)
            } else {
                validation.maxLength = length.value
            }
        }
        if let minimum = validation.minLength, let maximum = validation.maxLength, minimum > maximum,
            let location = declaration.minLength?.location
        {
            log.error("'minLength' \(minimum) is greater than 'maxLength' \(maximum): no string is valid", at: location)
        }
        if let expression = declaration.regularExpression {
            if type.facts.validationBounds != .length {
                log.error("'regularExpression' applies only to string attributes", at: expression.location)
            } else if (try? NSRegularExpression(pattern: expression.value)) == nil {
                log.error(
                    "'\(expression.value)' is not a regular expression that Core Data can use (ICU syntax, as NSRegularExpression takes)",
                    at: expression.location)
            } else {
                validation.regularExpression = expression.value
            }
        }
        if let defaultValue, let location = attribute.defaultValue?.location,
            let broken = validation.ruleBroken(by: defaultValue)
        {
            log.error(
                "the default \(defaultValue.description) breaks the attribute's own rule: \(broken); Core Data would refuse to save an object that keeps it",
                at: location)
        }
        let storageFlags =
            attribute.isTransient
            ? [
                ("preserveAfterDeletion", attribute.preserveAfterDeletion),
                ("allowsCloudEncryption", attribute.allowsCloudEncryption),
            ] : []
        for (key, flag) in storageFlags where flag?.value == true {
            log.error(
                "'\(key)' applies only to stored attributes: a transient attribute's value never reaches the store",
                at: flag?.location)
        }
        return validation
    }

    /// A bound (`minimum` or `maximum`) checked against the attribute's type.
    private mutating func bound(_ value: JSONValue?, as key: String, of type: AttributeType) -> DefaultValue? {
        guard let value else { return nil }
        switch type.facts.validationBounds {
        case .value:
            switch DefaultValues.check(value, for: type, as: key) {
            case .success(let checked): return checked
            case .failure(let problem):
                log.error(problem.message, at: value.location)
                return nil
            }
        case .length, .none:
            log.error(
                "'\(key)' applies only to number and date attributes\(Self.rangeHint(for: type, key: key))",
                at: value.location)
            return nil
        }
    }

    /// What to write instead of a range key that does not fit the type.
    private static func rangeHint(for type: AttributeType, key: String) -> String {
        switch (type.facts.validationBounds, key) {
        case (.length, "minimum"): "; a string's shortest length is 'minLength'"
        case (.length, "maximum"): "; a string's longest length is 'maxLength'"
        case (.value, _):
            key == "minLength" ? "; a smallest value is 'minimum'" : "; a largest value is 'maximum'"
        default: ""
        }
    }
}

extension AttributeValidation {
    /// The first rule that `value` breaks, described for a message; `nil` when it keeps them all.
    func ruleBroken(by value: DefaultValue) -> String? {
        if let minimum, let low = minimum.orderingValue, let number = value.orderingValue, number < low {
            return "'minimum' is \(minimum.description)"
        }
        if let maximum, let high = maximum.orderingValue, let number = value.orderingValue, number > high {
            return "'maximum' is \(maximum.description)"
        }
        guard case .string(let text) = value else { return nil }
        let length = text.utf16.count
        if let minLength, length < minLength { return "'minLength' is \(minLength)" }
        if let maxLength, length > maxLength { return "'maxLength' is \(maxLength)" }
        if let regularExpression, !Self.wholeString(text, matches: regularExpression) {
            return "it does not match 'regularExpression'"
        }
        return nil
    }

    /// Whether the whole of `text` matches `pattern`, as `SELF MATCHES` requires.
    static func wholeString(_ text: String, matches pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "(?:\(pattern))\\z") else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, options: .anchored, range: range) != nil
    }
}

extension DefaultValue {
    /// The value on one scale for comparing numbers with numbers and dates with dates (seconds since
    /// 2001-01-01); `nil` for values that have no order.
    var orderingValue: Decimal? {
        switch self {
        case .integer(let number): Decimal(number)
        case .floatingPoint(let number): Decimal(number)
        case .decimal(let text): Decimal(string: text)
        case .date(let date): Decimal(date.secondsSinceReferenceDate)
        case .string, .boolean, .uuid, .uri: nil
        }
    }

    /// The value as a message quotes it: `5`, `0.5`, `'2024-01-01T00:00:00Z'`, `'text'`.
    var description: String {
        switch self {
        case .integer(let number): String(number)
        case .floatingPoint(let number): "\(number)"
        case .decimal(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .date(let date): "'\(date.text)'"
        case .string(let text), .uuid(let text), .uri(let text): "'\(text)'"
        }
    }
}

extension AttributeValidation {
    /// Whether some value that `old` accepts is refused by these rules: a new or narrower bound or
    /// length, or a new or changed regular expression.
    func isStricter(than old: AttributeValidation) -> Bool {
        func narrower(_ new: DefaultValue?, _ old: DefaultValue?, isMinimum: Bool) -> Bool {
            guard let new = new?.orderingValue else { return false }
            guard let old = old?.orderingValue else { return true }
            return isMinimum ? new > old : new < old
        }
        func narrower(_ new: Int?, _ old: Int?, isMinimum: Bool) -> Bool {
            guard let new else { return false }
            guard let old else { return true }
            return isMinimum ? new > old : new < old
        }
        return narrower(minimum, old.minimum, isMinimum: true) || narrower(maximum, old.maximum, isMinimum: false)
            || narrower(minLength, old.minLength, isMinimum: true)
            || narrower(maxLength, old.maxLength, isMinimum: false)
            || (regularExpression != nil && regularExpression != old.regularExpression)
    }
}
