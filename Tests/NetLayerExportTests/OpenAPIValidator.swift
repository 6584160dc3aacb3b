import Foundation
import TestSupport

/// openapi-spec-validator (PyPI), the peer that says whether a document is
/// valid OpenAPI: every path in one `python3` process, as its start-up and
/// imports cost more than validating a small document.
enum OpenAPIValidator {
    /// What the validator says of each document: nil when it is valid, else why not.
    static func validate(_ paths: [String]) async throws -> [String: String?] {
        let output = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + paths)
        if output.status == 3 {
            throw Missing(
                description: "openapi-spec-validator is not installed for python3: "
                    + "pip install openapi-spec-validator (0.9.0 or later)")
        }
        guard output.status == 0 else {
            throw Missing(description: "python3 failed (\(output.status)): \(output.standardError.suffix(2_000))")
        }
        var verdicts: [String: String?] = [:]
        for line in output.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            guard fields.count >= 2 else { continue }
            verdicts[fields[1]] = fields[0] == "OK" ? .some(nil) : .some(fields.count > 2 ? fields[2] : "invalid")
        }
        return verdicts
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Prints `OK<TAB>path` or `FAIL<TAB>path<TAB>reason` per document; exits 3 without the validator.
    private static let script = """
        import sys
        try:
            from openapi_spec_validator import validate
            from openapi_spec_validator.readers import read_from_filename
        except ImportError:
            sys.exit(3)
        for path in sys.argv[1:]:
            try:
                document, _ = read_from_filename(path)
                validate(document)
                print("OK\\t" + path)
            except Exception as error:
                print("FAIL\\t" + path + "\\t" + " ".join(str(error).split())[:3000])
        """
}
