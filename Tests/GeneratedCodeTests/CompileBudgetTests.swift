import Foundation
import Testing

/// What the sample's generated code costs the compiler stays what it was when its budget was
/// recorded (issue 49): the instructions of typechecking the sample's committed output against
/// Apple's iOS SDK, counted by Valgrind's cachegrind in the compiler's frontend. A count, unlike a
/// time, is the same from run to run on one toolchain, so a change that makes every app's clean
/// build dearer (a support section that every model compiles, a per-entity declaration) shows here
/// as a failure, not as noise in a benchmark nobody runs. Skipped, saying so, without the SDK or
/// Valgrind; a toolchain other than the budget's is a failure that asks for a new budget.
///
/// `MODELGEN_RECORD=1 swift test --filter CompileBudgetTests` records the budget anew: do it when a
/// change is meant to cost more or less, and say why in docs/PerformanceLog.md.
@Suite(.tags(.slow), .skippedInFastRuns)
struct CompileBudgetTests {
    /// How far a count may stray from the budget: counts of one toolchain differ between machines
    /// only where the processor's features choose other library code, far less than this.
    static let tolerance = 0.02

    static let budgetURL = TestSupport.packageRoot.appendingPathComponent(
        "Tests/GeneratedCodeTests/CompileBudget.json")

    struct Budget: Codable, Equatable {
        /// `swiftc --version`'s first line.
        var compiler: String
        var sdk: String
        var target: String
        /// What was typechecked, from the package's root.
        var files: String
        var instructions: Int
    }

    static let valgrind: String? = TestSupport.executableOnPath("valgrind")

    /// Reported as skipped, with the reason, where this machine lacks the SDK or Valgrind.
    @Test(
        .enabled(if: AppleSDK.found != nil, Comment(rawValue: AppleSDK.skipNote)),
        .enabled(if: valgrind != nil, "skipped: no valgrind on the PATH to count the compiler's instructions"))
    func theSamplesOutputCostsTheCompilerWhatItsBudgetSays() throws {
        let sdk = try #require(AppleSDK.found)
        let valgrind = try #require(Self.valgrind)
        let folder = TestSupport.sampleOutput
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        #expect(paths.count == 6, "\(paths)")
        let compiler = try Self.compilerVersion()
        let target = AppleSDK.Target.current
        let instructions = try Self.instructions(
            typechecking: paths, sdk: sdk, target: target, valgrind: valgrind)
        let measured = Budget(
            compiler: compiler, sdk: sdk.name, target: target.rawValue,
            files: "samples/CommitsApp/Sources/CommitsApp/Model/*.swift", instructions: instructions)
        if ProcessInfo.processInfo.environment["MODELGEN_RECORD"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try (encoder.encode(measured) + Data("\n".utf8)).write(to: Self.budgetURL)
            print("CompileBudgetTests: recorded \(instructions) instructions")
            return
        }
        let budget = try JSONDecoder().decode(Budget.self, from: Data(contentsOf: Self.budgetURL))
        if let problem = Self.problem(with: measured, against: budget) { Issue.record(Comment(rawValue: problem)) }
    }

    /// What is wrong with a count against the budget, or nil: a count of another toolchain, SDK or
    /// target, or one that strays from the budget's by more than the tolerance, either way (a count
    /// that fell is recorded, so that the budget holds what was gained).
    static func problem(with measured: Budget, against budget: Budget) -> String? {
        let rerecord = "MODELGEN_RECORD=1 swift test --filter CompileBudgetTests records it anew"
        guard budget.compiler == measured.compiler, budget.sdk == measured.sdk, budget.target == measured.target
        else {
            return "the budget was counted with \(budget.compiler), the \(budget.sdk), \(budget.target); this is "
                + "\(measured.compiler), the \(measured.sdk), \(measured.target): \(rerecord) "
                + "(\(measured.instructions) now)"
        }
        let ratio = Double(measured.instructions) / Double(budget.instructions)
        guard abs(ratio - 1) > tolerance else { return nil }
        return """
            typechecking \(measured.files) took \(measured.instructions) instructions, \
            \(String(format: "%+.1f%%", (ratio - 1) * 100)) against the budget's \(budget.instructions): \
            if the change means it, \(rerecord), and docs/PerformanceLog.md says why
            """
    }

    /// The check fails a count a tenth above or below the budget, and a count of another compiler;
    /// it passes one within the tolerance.
    @Test func aCountThatStraysFromTheBudgetFails() throws {
        let budget = Budget(
            compiler: "Swift version 6.3.1", sdk: "iOS 17.4 SDK", target: "arm64-apple-ios17.0", files: "sample",
            instructions: 1_000_000)
        var measured = budget
        #expect(Self.problem(with: measured, against: budget) == nil)
        measured.instructions = 1_010_000
        #expect(Self.problem(with: measured, against: budget) == nil)
        measured.instructions = 1_100_000
        #expect(try #require(Self.problem(with: measured, against: budget)).contains("+10.0% against"))
        measured.instructions = 900_000
        #expect(try #require(Self.problem(with: measured, against: budget)).contains("-10.0% against"))
        measured = budget
        measured.compiler = "Swift version 6.4"
        #expect(try #require(Self.problem(with: measured, against: budget)).contains("records it anew"))
    }

    static func compilerVersion() throws -> String {
        let swiftc = try #require(Typechecker.swiftc, "no swiftc on the PATH")
        let output = try TestSupport.runProcess(URL(fileURLWithPath: swiftc), ["--version"])
        return String(output.stdout.split(separator: "\n").first { $0.contains("Swift version") } ?? "")
    }

    /// The instructions the compiler's frontend runs to typecheck `paths` as one module: the
    /// driver prints the frontend's command (`-###`), which runs under cachegrind, after a run
    /// without it has built the SDK's modules into the module cache (as an app's builds find them).
    static func instructions(
        typechecking paths: [String], sdk: AppleSDK, target: AppleSDK.Target, valgrind: String
    ) throws -> Int {
        // The default module cache, which the other tests against the SDK fill too.
        let command = try sdk.compilerCommand(
            paths, module: "Generated", swiftVersion: 6, target: target, flags: ["-typecheck"])
        let warm = try TestSupport.runProcess(URL(fileURLWithPath: command.executable), command.arguments)
        try #require(warm.status == 0, "\(warm.stdout)\(warm.stderr)")
        let jobs = try TestSupport.runProcess(URL(fileURLWithPath: command.executable), command.arguments + ["-###"])
        try #require(jobs.status == 0, "\(jobs.stderr)")
        let line = try #require(
            jobs.stdout.split(separator: "\n").first { $0.contains(" -frontend ") }, "no frontend job: \(jobs.stdout)")
        let frontend = Self.words(of: String(line))
        let run = try TestSupport.runProcess(
            URL(fileURLWithPath: valgrind),
            ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + frontend,
            timeLimit: .seconds(600))
        try #require(run.status == 0, "the compiler failed under valgrind:\n\(run.stderr)")
        // "==123== I   refs:      1,879,123,456"
        let refs = try #require(
            run.stderr.split(separator: "\n").first { $0.contains(" refs:") && $0.contains("== I ") }, "\(run.stderr)")
        let digits = refs.split(separator: ":").last.map { $0.filter(\.isNumber) } ?? ""
        return try #require(Int(digits), "\(refs)")
    }

    /// The words of a command line as the driver prints it: separated by spaces, a word in double
    /// or single quotes kept whole, a backslash taking the next character as it is.
    static func words(of line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    @Test func commandLinesAreSplitAsTheShellSplitsThem() {
        #expect(Self.words(of: #"/a/b -x "c d" 'e "f"' g\ h """#) == ["/a/b", "-x", "c d", #"e "f""#, "g h", ""])
    }
}
