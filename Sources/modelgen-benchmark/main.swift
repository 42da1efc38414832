import Foundation
import ModelGenKit
import SyntheticModels

/// `swift run -c release modelgen-benchmark`: how long modelgen takes, and how much memory it
/// needs, for synthetic models of 100, 1,000 and 2,000 entities; exits 1 when a goal is missed.
///
/// Each size is measured in a child process of its own (this program, run with `--measure N`), so
/// that each size's peak memory is its own.

let usage = """
    usage: modelgen-benchmark [--sizes 100,1000,2000] [--runs 7] [--folder DIR] [--no-command]
           modelgen-benchmark --compile-cost N [--runs 7] [--folder DIR] [--stub DIR] [--keep]

    Generates synthetic models of each size (entities × 20 attributes, with a parent/children ring)
    and runs the whole pipeline on each several times, into a temporary folder: parse, resolve,
    translate, render, compare with the disk, write. Prints the median times, each stage's share,
    the peak memory, the cost of runs after no change and after a one-entity change, and whether
    the goals are met (exit status 1 if not). Build it in release mode for figures that mean
    anything: swift run -c release modelgen-benchmark

      --sizes LIST   Model sizes, in entities, separated by commas (default 100,1000,2000).
      --runs N       Timed runs per figure, after one warm-up run; the median is reported (default 7).
      --folder DIR   Where to write the models and the generated files, in a new folder that is
                     removed at the end (default: the build folder this program is in, where the
                     build plugin writes too).
      --no-command   Do not also time the modelgen command (it is timed when it is built beside
                     this program).
      --compile-cost N
                     Instead, time typechecking the files generated for a model of N entities
                     against typechecking output modelled on what Xcode's "Create NSManagedObject
                     Subclass" writes for it, with the toolchain's swift-frontend and the
                     repository's stub of Apple's SDK (goal: at most 1.5 times), and Apple's SDK
                     where MODELGEN_APPLE_SDK names it (goal: at most 2 times). After one warm-up
                     round, the fastest of --runs rounds is reported, by wall time (which the goals
                     judge) and by processor time (which other work on the machine moves less).
      --stub DIR     The SDK stub for --compile-cost (default: Tests/SDKStub, from the repository's root).
      --keep         With --compile-cost: keep the generated files and the reference, and print
                     their folder, to profile them by hand (for instance with swiftc's
                     -debug-time-function-bodies).
    """

struct Options {
    var sizes = [100, 1000, 2000]
    var runs = 7
    var timesCommand = true
    var folder = Bundle.main.executableURL?.deletingLastPathComponent().path ?? FileManager.default.currentDirectoryPath
    /// Set in the child process: the one size it measures.
    var measuredSize: Int?
    /// `--compile-cost N`: the size whose compile cost is measured, instead of everything else.
    var compileCostSize: Int?
    var stubRoot = FileManager.default.currentDirectoryPath + "/Tests/SDKStub"
    /// `--keep`: the compile-cost workspace is left in place.
    var keepsFiles = false

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func value(of option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw BenchmarkError("\(option) needs a value\n\n\(usage)") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--sizes":
                let text = try value(of: argument)
                let sizes = text.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count, sizes.allSatisfy({ $0 > 0 })
                else {
                    throw BenchmarkError("--sizes takes positive whole numbers separated by commas, not '\(text)'")
                }
                self.sizes = sizes
            case "--runs":
                let text = try value(of: argument)
                guard let runs = Int(text), runs > 0 else {
                    throw BenchmarkError("--runs takes a positive whole number, not '\(text)'")
                }
                self.runs = runs
            case "--folder":
                folder = try value(of: argument)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
                else {
                    throw BenchmarkError("--folder: no folder '\(folder)'")
                }
            case "--no-command":
                timesCommand = false
            case "--measure":
                let text = try value(of: argument)
                guard let size = Int(text), size > 0 else {
                    throw BenchmarkError("--measure takes a positive whole number")
                }
                measuredSize = size
            case "--compile-cost":
                let text = try value(of: argument)
                guard let size = Int(text), size > 0 else {
                    throw BenchmarkError("--compile-cost takes a positive whole number, not '\(text)'")
                }
                compileCostSize = size
            case "--stub":
                stubRoot = try value(of: argument)
            case "--keep":
                keepsFiles = true
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                throw BenchmarkError("unknown argument '\(argument)'\n\n\(usage)")
            }
        }
        if keepsFiles && compileCostSize == nil {
            throw BenchmarkError("--keep keeps the files of --compile-cost, which is not given\n\n\(usage)")
        }
    }
}

/// Runs this program again to measure one size, and reads back what it prints.
func measureInChild(size: Int, options: Options) throws -> SizeResult {
    let process = Process()
    process.executableURL = Bundle.main.executableURL
    process.arguments =
        ["--measure", "\(size)", "--runs", "\(options.runs)", "--folder", options.folder]
        + (options.timesCommand ? [] : ["--no-command"])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let result = try? JSONDecoder().decode(SizeResult.self, from: data) else {
        throw BenchmarkError("measuring \(size) entities failed (exit status \(process.terminationStatus))")
    }
    return result
}

/// The `modelgen` executable built beside this one, if any.
func commandPath() -> String? {
    guard let directory = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    let path = directory.appendingPathComponent("modelgen").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

func main() -> Int32 {
    do {
        let options = try Options(Array(CommandLine.arguments.dropFirst()))
        if let size = options.measuredSize {
            let measurement = SizeMeasurement(
                entities: size, runs: options.runs, commandPath: options.timesCommand ? commandPath() : nil,
                folder: options.folder)
            FileHandle.standardOutput.write(try JSONEncoder().encode(measurement.run()))
            return 0
        }
        if let size = options.compileCostSize {
            var met = true
            for sdk in [CompileCost.SDK.stub] + (CompileCost.SDK.appleFromEnvironment.map { [$0] } ?? []) {
                var cost = CompileCost(
                    entities: size, runs: options.runs, stubRoot: options.stubRoot, folder: options.folder)
                cost.sdk = sdk
                cost.keepsFiles = options.keepsFiles
                for result in try cost.run() {
                    let goal = if case .stub = sdk { CompileCost.goal } else { CompileCost.appleSDKGoal }
                    // The goals are judged by wall time, as they were set; processor time is printed
                    // beside it, as other work on the machine moves it far less.
                    if result.clock == .wall { met = met && result.ratio <= goal }
                    print(
                        "Typechecking the generated code of \(size) entities, fastest of \(options.runs), against \(sdk.name), by \(result.clock.name):"
                    )
                    func seconds(_ duration: Duration) -> String {
                        String(format: "%.2f s", duration.milliseconds / 1000)
                    }
                    /// What leaving a part out saved: "0.52 s less", or "0.06 s more".
                    func saving(_ saved: Duration) -> String {
                        saved < .zero ? seconds(.zero - saved) + " more" : seconds(saved) + " less"
                    }
                    /// A ratio against its goal: judged by wall time only.
                    func judged(_ ratio: Double, _ goal: Double) -> String {
                        guard result.clock == .wall else { return "(the goals judge wall time)" }
                        return "(goal ≤ \(goal)×, \(ratio <= goal ? "met" : "missed"))"
                    }
                    print(
                        "  modelgen's \(result.modelgenFiles) files \(seconds(result.modelgen)), "
                            + "Xcode-style reference's \(result.referenceFiles) files \(seconds(result.reference)): "
                            + "\(String(format: "%.2f", result.ratio))× \(judged(result.ratio, goal))"
                    )
                    print(
                        "  modelgen's class files alone (without the model file and the support's model building) \(seconds(result.modelgenClasses)); "
                            + "an empty file (start-up and the SDK's modules, in every figure) \(seconds(result.startUp))"
                    )
                    for (parts, classes, whole) in result.omitting {
                        print(
                            "  with \"omit\": [\(parts.map(\.rawValue).joined(separator: ", "))]: class files \(seconds(classes)) "
                                + "(\(saving(result.modelgenClasses - classes))), whole output \(seconds(whole)) "
                                + "(\(saving(result.modelgen - whole)))")
                    }
                    print(
                        "  the support file alone \(seconds(result.support)), without its model actors "
                            + "\(seconds(result.supportWithoutModelActors)) "
                            + "(\(saving(result.support - result.supportWithoutModelActors)))")
                    let leanGoal = CompileCost.leanGoal
                    print(
                        "  the lean form (all of them left out) against the reference: "
                            + "\(String(format: "%.2f", result.leanRatio))× \(judged(result.leanRatio, leanGoal))"
                    )
                }
            }
            if CompileCost.SDK.appleFromEnvironment == nil {
                print("Apple's SDK: not set up (MODELGEN_APPLE_SDK), so measured against the stub only")
            }
            return met ? 0 : 1
        }
        var report = Report(runs: options.runs, folder: options.folder)
        report.printHeader()
        // The children measure in this folder and leave their files; they are removed at the end.
        let workspace = try Workspace(in: options.folder)
        defer { workspace.remove() }
        var childOptions = options
        childOptions.folder = workspace.root
        for size in options.sizes {
            report.add(try measureInChild(size: size, options: childOptions))
        }
        return report.printTables() ? 0 : 1
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 2
    }
}

exit(main())
