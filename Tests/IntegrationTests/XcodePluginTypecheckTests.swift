import Foundation
import Testing

@testable import ModelGenKit

/// The Xcode half of ModelGenPlugin compiles only where `XcodeProjectPlugin` exists, inside Xcode.
/// Here it is typechecked against a stub of that module (`Tests/SDKStub/xcode`) and the
/// toolchain's real `PackagePlugin`, as SwiftPM compiles plugins: Swift 6, PackageDescription 6.1.
@Suite struct XcodePluginTypecheckTests {
    @Test func theXcodeBuildToolPluginConformanceTypechecks() throws {
        let frontend = try #require(Typechecker.frontend, "no Swift compiler on the PATH")
        let toolchain = URL(fileURLWithPath: frontend).deletingLastPathComponent()
        let swiftc = toolchain.appendingPathComponent("swiftc")
        let pluginAPI = toolchain.deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
        try #require(
            FileManager.default.fileExists(atPath: pluginAPI.appendingPathComponent("PackagePlugin.swiftmodule").path))
        let stubSource = try TestSupport.read(
            TestSupport.packageRoot.appendingPathComponent("Tests/SDKStub/xcode/XcodeProjectPlugin.swift"))
        /// Builds `source` as the XcodeProjectPlugin module and typechecks the plugin against it.
        func typecheckPlugin(withStub source: String) throws -> TestSupport.ProcessOutput {
            let build = try TestSupport.makeTemporaryDirectory()
            let stubFile = build.appendingPathComponent("XcodeProjectPlugin.swift")
            try source.write(to: stubFile, atomically: true, encoding: .utf8)
            let stub = try TestSupport.runProcess(
                swiftc,
                [
                    "-emit-module", "-module-name", "XcodeProjectPlugin", "-parse-as-library", "-swift-version", "6",
                    "-package-description-version", "6.1", "-I", pluginAPI.path, stubFile.path,
                    "-emit-module-path", build.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
                ])
            #expect(stub.status == 0, "\(stub.stderr)")
            let plugins = TestSupport.packageRoot.appendingPathComponent("Plugins")
            return try TestSupport.runProcess(
                swiftc,
                [
                    "-typecheck", "-parse-as-library", "-swift-version", "6", "-package-description-version", "6.1",
                    "-I", pluginAPI.path, "-I", build.path,
                    plugins.appendingPathComponent("ModelGenPlugin/ModelGenPlugin.swift").path,
                    plugins.appendingPathComponent("PluginsShared/PluginPlanner.swift").path,
                    plugins.appendingPathComponent("PluginsShared/PluginDiagnostic.swift").path,
                ])
        }
        let typecheck = try typecheckPlugin(withStub: stubSource)
        #expect(typecheck.status == 0, "\(typecheck.stderr)")
        #expect(typecheck.stderr.isEmpty, "warnings: \(typecheck.stderr)")

        // The check can fail: with the module present, the `#if canImport` half is compiled.
        let broken = try typecheckPlugin(
            withStub: stubSource.replacingOccurrences(of: "var inputFiles:", with: "var files:"))
        #expect(broken.status != 0)
        #expect(broken.stderr.contains("has no member 'inputFiles'"), "\(broken.stderr)")
    }
}
