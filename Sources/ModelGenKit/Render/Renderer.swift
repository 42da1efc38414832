import Foundation

extension Template {
    /// Renders the template with `context` as the outermost scope.
    func render(_ context: TemplateValue) throws(TemplateError) -> String {
        var nodesRendered = 0
        return String(decoding: try renderUTF8(context, nodesRendered: &nodesRendered), as: UTF8.self)
    }

    /// Renders the template as UTF-8, adding the number of nodes visited to `nodesRendered`.
    ///
    /// Bytes, not a string: appending a string's UTF-8 to an array is a copy, where appending it to
    /// a string takes several times as long; and a run compares the bytes with the file on disk,
    /// so a file that has not changed is never made a string (which would check every byte of it
    /// as UTF-8 again: the template's text and the values' are valid UTF-8, and so is what joins
    /// them).
    func renderUTF8(_ context: TemplateValue, nodesRendered: inout Int) throws(TemplateError) -> [UInt8] {
        var output = RenderedBytes(capacity: 16_384)
        var state = RenderState(
            scopes: [context], hints: learnedHints.take(count: names.count),
            nodeLimit: nodesRendered + Template.maximumNodesRendered, nodeBudget: Template.maximumNodesRendered)
        defer { learnedHints.keep(state.hints) }
        try texts.withUnsafeBufferPointer { (texts) throws(TemplateError) in
            try render(0..<program.count, texts: texts, state: &state, into: &output, nodesRendered: &nodesRendered)
        }
        // A run keeps every file it renders until it writes them, each in an array of its size: a
        // Class file of 300 bytes would otherwise hold the 16 KB it was rendered in; for 1,000
        // entities that made the run's peak 9 MB larger and it slower (more new pages for the
        // kernel to clear).
        return output.array()
    }

    /// What a trial render found: the text (cut short when the render was), every problem, each
    /// once, and whether it rendered to the end.
    struct TrialRender {
        var text: String
        var problems: [TemplateError]
        var isComplete: Bool
    }

    /// A render that goes on after each problem (a name it cannot print prints nothing, a section it
    /// cannot look up is skipped). It stops at the `Template.maximumProblems`th problem, and after
    /// `nodeLimit` nodes (then the last problem says so).
    func trialRender(_ context: TemplateValue, nodeLimit: Int) -> TrialRender {
        var output = RenderedBytes(capacity: 4_096)
        var nodesRendered = 0
        var state = RenderState(
            scopes: [context], hints: Array(repeating: .none, count: names.count), nodeLimit: nodeLimit,
            nodeBudget: nodeLimit)
        state.problems = []
        var isComplete = true
        texts.withUnsafeBufferPointer { texts in
            do throws(TemplateError) {
                try render(0..<program.count, texts: texts, state: &state, into: &output, nodesRendered: &nodesRendered)
            } catch {
                // Only the limits end a render that collects problems.
                isComplete = false
                if state.problems?.last != error { state.problems?.append(error) }
            }
        }
        var seen = Set<SourcePosition>()
        return TrialRender(
            text: String(decoding: output.array(), as: UTF8.self),
            problems: (state.problems ?? []).filter { seen.insert($0.location).inserted }, isComplete: isComplete)
    }

    /// What a section's body sees: the scopes that names are looked up in, innermost last, and the
    /// position of the current item in each list being iterated, innermost last.
    private struct RenderState {
        var scopes: [TemplateValue]
        var positions: [(index: Int, count: Int)] = []
        /// Per tag slot: where its first name was found last.
        var hints: [LookUpHint]
        /// The problems met so far, when they are collected instead of thrown (`nil`).
        var problems: [TemplateError]? = nil
        /// The count of nodes rendered at which the render stops with an error, and how many nodes
        /// that allows this render.
        var nodeLimit: Int
        var nodeBudget: Int

        /// The tag slots whose name was not found, when problems are collected.
        var failedSlots = Set<Int>()

        /// A render that collects problems meets an unknown name at every item of the lists around
        /// it, and keeps only its first problem at each place (`trialRender`); the first carries the
        /// notes, so a repeat throws `problem` without them, and the search for a near name is not
        /// made again at every item.
        mutating func skipRepeatedProblem(at slot: Int, _ problem: @autoclosure () -> TemplateError)
            throws(TemplateError)
        {
            guard problems != nil, !failedSlots.insert(slot).inserted else { return }
            throw problem()
        }

        /// Throws `problem`, or keeps it when problems are collected (and throws the last one a
        /// render keeps, to end it).
        mutating func report(_ problem: TemplateError) throws(TemplateError) {
            guard problems != nil else { throw problem }
            problems!.append(problem)
            if problems!.count == Template.maximumProblems { throw problem }
        }
    }

    /// Where a tag's first name was found the last time the tag was rendered: in the innermost
    /// scope or the one around it, at that index of its members, in a record of that type. Inside a
    /// list section the scopes are nearly always records of the same types as last time, whose
    /// members are numbered alike, so checking the hint costs a comparison or two instead of a
    /// search; for an object, the hint's member is checked by name.
    ///
    /// A name found one scope out is hinted only when the innermost scope cannot have it next time
    /// either: a record of a type without it (all records of a type have the same members), or a
    /// value without members (a text in a section of its own, a flag, a list). An object's members
    /// vary, so a name found outside one is looked for again; and so is one found further out.
    struct LookUpHint: Sendable {
        var memberIndex: Int32
        /// The type of the records whose member it is; `nil` for an object's member.
        var recordType: ObjectIdentifier?
        /// For a name found one scope out, what the innermost scope was then, which it must be
        /// again for the hint to hold; `nil` for a name found in the innermost scope.
        var innermostScope: FixedMembers?
        static let none = LookUpHint(memberIndex: -1, recordType: nil, innermostScope: nil)

        /// How many scopes out from the innermost the name was found: 0 or 1.
        var scopesOut: Int { innermostScope == nil ? 0 : 1 }
    }

    /// A scope whose members are the same every time it is of this kind: a record of one type (all
    /// records of a type have the same members), or a value without members. An object is neither:
    /// its members vary.
    enum FixedMembers: Equatable, Sendable {
        case record(ObjectIdentifier)
        case withoutMembers

        init?(of scope: TemplateValue) {
            switch scope {
            case .object: return nil
            case .record(let records, _): self = .record(records.recordType)
            case .text, .flag, .list, .records: self = .withoutMembers
            }
        }
    }

    /// The hints of the template's last render, that the next one starts from: a render that
    /// starts with none looks each name up by its text the first time, which for a model of 1,000
    /// entities was one lookup in six of the whole run. Renders on several threads take them and
    /// give them back under a lock. Only renders make hints, each where it found a name, and each
    /// hint is checked before it is used (a record's by its type, whose members are numbered alike):
    /// so the output does not depend on which render left them, only the time.
    final class LearnedHints: @unchecked Sendable {
        private let lock = NSLock()
        private var hints: [LookUpHint] = []

        /// The hints last kept, or none, for a template of `count` slots.
        func take(count: Int) -> [LookUpHint] {
            lock.lock()
            defer { lock.unlock() }
            return hints.count == count ? hints : Array(repeating: .none, count: count)
        }

        func keep(_ hints: [LookUpHint]) {
            lock.lock()
            defer { lock.unlock() }
            self.hints = hints
        }
    }

    /// Runs the instructions in `range`, a body: each section's body is the instructions after it.
    private func render(
        _ range: Range<Int>, texts: UnsafeBufferPointer<UInt8>, state: inout RenderState,
        into output: inout RenderedBytes, nodesRendered: inout Int
    ) throws(TemplateError) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = program[index]
            nodesRendered += 1
            switch instruction.kind {
            case .text:
                output.append(UnsafeBufferPointer(rebasing: texts[instruction.start..<instruction.end]))
                index += 1
            case .variable:
                index += 1
                try renderVariable(instruction, state: &state, into: &output)
            case .section, .invertedSection:
                try renderSection(
                    instruction, body: (index + 1)..<instruction.end, texts: texts, state: &state, into: &output,
                    nodesRendered: &nodesRendered)
                index = instruction.end
            }
        }
    }

    /// Prints a variable tag's value, which must be text; reports a name that cannot be looked up,
    /// or whose value is not text, and then prints nothing.
    private func renderVariable(
        _ instruction: Instruction, state: inout RenderState, into output: inout RenderedBytes
    ) throws(TemplateError) {
        let value: TemplateValue
        do {
            value = try lookUp(instruction.start, in: &state, at: instruction.location)
        } catch {
            try state.report(error)
            return
        }
        guard case .text(let text) = value else {
            let tag = names[instruction.start].description
            try state.report(
                TemplateError(
                    template: name, location: instruction.location,
                    message: "'\(tag)' is not text; use it as a section: {{#\(tag)}}",
                    notes: RetiredTemplateNames.note(forNameNotText: tag, inTemplate: name).map { [$0] } ?? []))
            return
        }
        output.append(text)
    }

    /// Renders a section's `body` as many times as its value calls for: once for a flag that is
    /// true (false, for an inverted section), an object, a record or a text; once per item of a
    /// list; once for an empty list in an inverted section; otherwise not at all. Reports a name
    /// that cannot be looked up (the section is then skipped), and stops the render past its node
    /// limit.
    private func renderSection(
        _ instruction: Instruction, body: Range<Int>, texts: UnsafeBufferPointer<UInt8>, state: inout RenderState,
        into output: inout RenderedBytes, nodesRendered: inout Int
    ) throws(TemplateError) {
        // A section repeated inside sections that repeat renders as many nodes as their
        // items multiplied: stopped, so that no template can run for ever. Checked at each
        // section, not each node: between two sections a render visits at most the
        // template's own nodes.
        if nodesRendered > state.nodeLimit {
            // Located at the section where it ran out; each repeating section around it adds
            // a note on the way out (`renderEach`), so the nesting to undo is all in view.
            throw TemplateError(
                template: name, location: instruction.location,
                message:
                    "rendering this template took more than \(Self.grouped(state.nodeBudget)) steps and was stopped here; are sections that repeat nested in each other?",
                stopsRender: true)
        }
        let inverted = instruction.kind == .invertedSection
        let value: TemplateValue
        do {
            value = try lookUp(instruction.start, in: &state, at: instruction.location)
        } catch {
            try state.report(error)
            return
        }
        switch (value, inverted) {
        case (.flag(let flag), _):
            if flag != inverted {
                try render(body, texts: texts, state: &state, into: &output, nodesRendered: &nodesRendered)
            }
        case (.list(let items), false):
            try renderEach(
                items.count, of: instruction, body: body, texts: texts, state: &state, into: &output,
                nodesRendered: &nodesRendered
            ) { items[$0] }
        case (.records(let records), false):
            try renderEach(
                records.count, of: instruction, body: body, texts: texts, state: &state, into: &output,
                nodesRendered: &nodesRendered
            ) { .record(records, index: $0) }
        case (.list(let items), true):
            if items.isEmpty {
                try render(body, texts: texts, state: &state, into: &output, nodesRendered: &nodesRendered)
            }
        case (.records(let records), true):
            if records.count == 0 {
                try render(body, texts: texts, state: &state, into: &output, nodesRendered: &nodesRendered)
            }
        case (.object, false), (.record, false), (.text, false):
            state.scopes.append(value)
            try render(body, texts: texts, state: &state, into: &output, nodesRendered: &nodesRendered)
            state.scopes.removeLast()
        case (.object, true), (.record, true), (.text, true):
            break
        }
    }

    /// Renders the body of `section` once per item of a list of `count`, the item (made by `item`)
    /// the innermost scope. A render stopped inside gets a note of this section on its way out.
    private func renderEach(
        _ count: Int, of section: Instruction, body: Range<Int>, texts: UnsafeBufferPointer<UInt8>,
        state: inout RenderState, into output: inout RenderedBytes, nodesRendered: inout Int,
        _ item: (Int) -> TemplateValue
    ) throws(TemplateError) {
        for itemIndex in 0..<count {
            state.scopes.append(item(itemIndex))
            state.positions.append((itemIndex, count))
            do {
                try render(body, texts: texts, state: &state, into: &output, nodesRendered: &nodesRendered)
            } catch  where error.stopsRender {
                // The ten innermost, then one note for the rest.
                var stopped = error
                if stopped.notes.count < 10 {
                    stopped.notes.append(
                        Diagnostic.Note(
                            "inside this section, which repeats for each of \(Self.grouped(count)) items",
                            at: section.location))
                } else if stopped.notes.count == 10 {
                    stopped.notes.append(Diagnostic.Note("inside more sections that repeat, around these"))
                }
                throw stopped
            }
            state.positions.removeLast()
            state.scopes.removeLast()
        }
    }

    /// Finds the name of tag `slot` (its index in `names`): its first part in the innermost scope
    /// that defines it, then the rest inside it.
    private func lookUp(_ slot: Int, in state: inout RenderState, at location: SourcePosition)
        throws(TemplateError) -> TemplateValue
    {
        switch names[slot].kind {
        case .current: return state.scopes[state.scopes.count - 1]
        case .first, .last:
            // `{{^@last}}, {{/@last}}` separates the items of the innermost list with commas.
            guard let position = state.positions.last else {
                throw TemplateError(
                    template: name, location: location,
                    message: "'\(names[slot].description)' is defined only inside a list section")
            }
            return .flag(names[slot].kind == .first ? position.index == 0 : position.index == position.count - 1)
        case .member: break
        }
        var found = Self.value(hintedBy: state.hints[slot], named: names[slot].path[0], in: state.scopes)
        if found != nil, names[slot].path.count == 1 { return found! }
        let path = names[slot].path
        if found == nil {
            let innermost = state.scopes.count - 1
            var index = innermost
            while index >= 0 {
                if let (value, memberIndex) = Self.member(named: path[0], of: state.scopes[index]) {
                    found = value
                    state.hints[slot] = Self.hint(
                        memberIndex: memberIndex, scopesOut: innermost - index, in: state.scopes)
                    break
                }
                index -= 1
            }
        }
        guard var value = found else {
            try state.skipRepeatedProblem(
                at: slot, TemplateError(template: name, location: location, message: "unknown name '\(path[0])'"))
            let retired = RetiredTemplateNames.note(forUnknownName: path[0], inTemplate: name)
            let near = retired == nil ? closestMatch(to: path[0], in: state.scopes.flatMap(Self.memberNames)) : nil
            throw TemplateError(
                template: name, location: location, message: "unknown name '\(path[0])'",
                notes: (retired.map { [$0] } ?? []) + (near.map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []))
        }
        for (index, part) in path.enumerated().dropFirst() {
            guard let (next, _) = Self.member(named: part, of: value) else {
                try state.skipRepeatedProblem(
                    at: slot,
                    TemplateError(
                        template: name, location: location,
                        message: "unknown name '\(part)' in '\(path.joined(separator: "."))'"))
                let near = closestMatch(to: part, in: Self.memberNames(of: value)).map {
                    [Diagnostic.Note("did you mean '\($0)'?")]
                }
                // An object that is absent here reads as the flag false, which has no members.
                if case .flag(false) = value {
                    let absent = path[..<index].joined(separator: ".")
                    throw TemplateError(
                        template: name, location: location,
                        message:
                            "'\(absent)' is false here, so it has no '\(part)'; read it inside {{#\(absent)}}…{{/\(absent)}}"
                    )
                }
                throw TemplateError(
                    template: name, location: location,
                    message: "unknown name '\(part)' in '\(path.joined(separator: "."))'", notes: near ?? [])
            }
            value = next
        }
        return value
    }

    /// The value `hint` points to, if it still holds: the member it names is there, and (one scope
    /// out) the innermost scope still cannot have the name.
    private static func value(hintedBy hint: LookUpHint, named name: String, in scopes: [TemplateValue])
        -> TemplateValue?
    {
        let innermost = scopes.count - 1
        if let innermostScope = hint.innermostScope {
            guard innermost >= 1, FixedMembers(of: scopes[innermost]) == innermostScope else { return nil }
        }
        let memberIndex = Int(hint.memberIndex)
        switch scopes[innermost - hint.scopesOut] {
        case .object(let members):
            return members.value(named: name, at: memberIndex)
        case .record(let records, let item):
            return records.recordType == hint.recordType ? records.value(ofMember: memberIndex, item: item) : nil
        case .text, .flag, .list, .records:
            return nil
        }
    }

    /// The hint for a name found at `memberIndex` of the scope `scopesOut` from the innermost, or
    /// none where it could not be checked next time (see `LookUpHint`).
    private static func hint(memberIndex: Int, scopesOut: Int, in scopes: [TemplateValue]) -> LookUpHint {
        let innermost = scopes.count - 1
        var innermostScope: FixedMembers?
        if scopesOut == 1 {
            guard let fixed = FixedMembers(of: scopes[innermost]) else { return .none }
            innermostScope = fixed
        } else if scopesOut > 1 {
            return .none
        }
        var recordType: ObjectIdentifier?
        if case .record(let records, _) = scopes[innermost - scopesOut] { recordType = records.recordType }
        return LookUpHint(memberIndex: Int32(memberIndex), recordType: recordType, innermostScope: innermostScope)
    }

    /// A count with its thousands grouped: 200,000.
    private static func grouped(_ count: Int) -> String {
        var text = String(count)
        var index = text.count - 3
        while index > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: index))
            index -= 3
        }
        return text
    }

    /// The names of the members of an object or a record; none for other values.
    private static func memberNames(of scope: TemplateValue) -> [String] {
        switch scope {
        case .object(let members): members.map(\.key)
        case .record(let records, _): records.memberNames
        case .text, .flag, .list, .records: []
        }
    }

    /// The member called `name` of an object or a record, with its index among the members.
    private static func member(named name: String, of scope: TemplateValue) -> (TemplateValue, Int)? {
        switch scope {
        case .object(let members):
            return members.index(named: name).map { (members[$0], $0) }
        case .record(let records, let item):
            return records.member(named: name).map { (records.value(ofMember: $0, item: item), $0) }
        case .text, .flag, .list, .records:
            return nil
        }
    }
}
