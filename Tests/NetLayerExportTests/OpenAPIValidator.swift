import Foundation
import TestSupport

/// openapi-spec-validator (PyPI), the peer that says whether a document is
/// valid OpenAPI: every path in one process of the tests' `Python`, as its
/// start-up and imports cost more than validating a small document.
enum OpenAPIValidator {
    /// What the validator says of each document: nil when it is valid, else why not.
    static func validate(_ paths: [String]) async throws -> [String: String?] {
        let output = try await ChildProcess.run(try await Python.interpreter(), ["-c", script] + paths)
        guard output.status == 0 else {
            throw Failed(description: "the validator failed (\(output.status)): \(output.standardError.suffix(2_000))")
        }
        var verdicts: [String: String?] = [:]
        for line in output.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            guard fields.count >= 2 else { continue }
            verdicts[fields[1]] = fields[0] == "OK" ? .some(nil) : .some(fields.count > 2 ? fields[2] : "invalid")
        }
        return verdicts
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// Prints `OK<TAB>path` or `FAIL<TAB>path<TAB>reason` per document.
    private static let script = """
        import sys
        from openapi_spec_validator import validate
        from openapi_spec_validator.readers import read_from_filename
        for path in sys.argv[1:]:
            try:
                document, _ = read_from_filename(path)
                validate(document)
                print("OK\\t" + path)
            except Exception as error:
                print("FAIL\\t" + path + "\\t" + " ".join(str(error).split())[:3000])
        """
}
