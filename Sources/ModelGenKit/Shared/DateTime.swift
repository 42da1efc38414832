/// A date and time as a `date` attribute's default writes it: ISO 8601, checked field by field.
struct DateTime: Sendable, Equatable {
    /// The date as the model wrote it.
    var text: String
    var year, month, day, hour, minute, second: Int
    /// The digits after the decimal point, as written (empty when there are none).
    var fractionDigits: String
    /// The offset from UTC in seconds (east positive).
    var offsetSeconds: Int

    /// Parses `YYYY-MM-DDTHH:MM:SS`, an optional fraction, then `Z` or `±HH:MM`; `nil` unless every
    /// field is in range (real calendar days, seconds 0–59).
    init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
            let second = number(2)
        else { return nil }
        var fraction = ""
        if expect(".") {
            let start = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
            if index == start { return nil }
            fraction = String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var offset = 0
        if !expect("Z") {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
                return nil
            }
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let offsetHours = number(2), expect(":"), let offsetMinutes = number(2), offsetHours <= 23,
                offsetMinutes <= 59
            else { return nil }
            offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        }
        guard index == bytes.count, (1...12).contains(month), hour <= 23, minute <= 59, second <= 59 else {
            return nil
        }
        let isLeapYear = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...daysInMonth).contains(day) else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (
            year, month, day, hour, minute, second
        )
        self.fractionDigits = fraction
        self.offsetSeconds = offset
        self.text = text
    }

    /// The whole seconds since 1970-01-01T00:00:00Z, ignoring the fraction.
    var wholeSecondsSince1970: Int {
        // Days from the civil date (the proleptic Gregorian calendar), after Howard Hinnant's algorithm.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
    }

    /// The UTC date and time `seconds` after 2001-01-01T00:00:00Z (Core Data's reference date, which
    /// Xcode's `defaultDateTimeInterval` counts from) as ISO 8601: `2024-05-01T12:00:00Z`, with as
    /// many fraction digits as the seconds need, up to milliseconds.
    static func iso8601Text(secondsSinceReferenceDate seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded()) + 978_307_200_000
        let (wholeSeconds, millisecond) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (daysRaw, secondOfDayRaw) = wholeSeconds.quotientAndRemainder(dividingBy: 86_400)
        // Floor division, so that times before 1970 land on the right day.
        let borrow = secondOfDayRaw < 0 || (secondOfDayRaw == 0 && millisecond < 0) ? 1 : 0
        var secondOfDay = secondOfDayRaw + borrow * 86_400
        var milli = millisecond
        if milli < 0 {
            milli += 1000
            secondOfDay -= 1
        }
        let days = daysRaw - borrow
        // The civil date of a day count, after Howard Hinnant's algorithm.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text =
            "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))"
        if milli != 0 {
            var fraction = padded(milli, 3)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text + "Z"
    }

    /// The seconds since 2001-01-01T00:00:00Z, the fraction included: Xcode's `defaultDateTimeInterval`.
    var secondsSinceReferenceDate: Double {
        Double(wholeSecondsSince1970 - 978_307_200) + (Double("0." + fractionDigits) ?? 0)
    }
}
