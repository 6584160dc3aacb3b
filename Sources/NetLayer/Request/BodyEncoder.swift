import Foundation

/// Encodes the body parameters of a request.
///
/// Package access: the fuzz targets (`Fuzz/FormFuzzer`) encode bodies for the mock's parsers to read back.
package enum BodyEncoder {
    package struct Body {
        /// The bytes, with any files on disk as pieces of their own.
        package var upload: UploadBody
        package var contentType: String

        /// The bytes in memory (all of them unless a file is on disk: `upload.isInMemory`).
        package var data: Data { upload.data }

        init(data: Data, contentType: String) {
            self.init(upload: UploadBody(data), contentType: contentType)
        }

        init(upload: UploadBody, contentType: String) {
            self.upload = upload
            self.contentType = contentType
        }
    }

    package static func encode(_ parameters: [Parameter], as encoding: BodyEncoding, boundary: String)
        throws(NetLayerError)
        -> Body
    {
        switch encoding {
        case .form:
            let items = parameters.flatMap { parameter in parameter.value.texts.map { (parameter.name, $0) } }
            return Body(data: Data(PercentEncoding.query(items).utf8), contentType: "application/x-www-form-urlencoded")
        case .json:
            var object = JSONObject()
            for parameter in parameters {
                guard case .value(let value) = parameter.value else {
                    throw .invalidRequest("file parameter '\(parameter.name)' needs a multipart body")
                }
                object[parameter.name] = value
            }
            return Body(data: JSONValue.object(object).serialized(), contentType: "application/json")
        case .multipart:
            return Body(
                upload: try multipart(parameters, boundary: boundary),
                contentType: "multipart/form-data; boundary=\(boundary)")
        }
    }

    /// A parameter that is the whole body: a file's bytes under its MIME
    /// type, or a JSON value.
    static func content(_ parameter: Parameter) throws(NetLayerError) -> Body {
        switch parameter.value {
        case .files(let files):
            guard files.count == 1, let file = files.first else {
                throw .invalidRequest(
                    "parameter '\(parameter.name)' is the whole body, which holds one file, not \(files.count)")
            }
            return Body(upload: try upload(of: file, in: parameter), contentType: file.mimeType)
        case .value(let value):
            return Body(data: value.serialized(), contentType: "application/json")
        }
    }

    /// RFC 7578: one part per text value and per file.
    private static func multipart(_ parameters: [Parameter], boundary: String) throws(NetLayerError) -> UploadBody {
        var body = UploadBody()
        func append(_ text: String) { body.append(text) }
        for parameter in parameters {
            let name = quoted(parameter.name)
            switch parameter.value {
            case .value:
                for text in parameter.value.texts {
                    append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(text)\r\n")
                }
            case .files(let files):
                for file in files {
                    // Sent as it is, a line break would end the part's header
                    // early: what follows would read as more headers or as the file.
                    guard !file.mimeType.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) else {
                        throw .invalidRequest(
                            "file '\(file.fileName)' of parameter '\(parameter.name)' has a line break in its MIME type"
                        )
                    }
                    append("--\(boundary)\r\n")
                    append(
                        "Content-Disposition: form-data; name=\"\(name)\"; filename=\"\(quoted(file.fileName))\"\r\n")
                    append("Content-Type: \(file.mimeType)\r\n\r\n")
                    try body.append(upload(of: file, in: parameter))
                    append("\r\n")
                }
            }
        }
        append("--\(boundary)--\r\n")
        return body
    }

    /// A file's bytes, or its file on disk, which must be there and readable.
    private static func upload(of file: FilePart, in parameter: Parameter) throws(NetLayerError) -> UploadBody {
        var upload = UploadBody(file.data ?? Data())
        if let url = file.fileURL { try upload.appendFile(url, of: "parameter '\(parameter.name)'") }
        return upload
    }

    /// Quotes and line breaks would end the header early: they are
    /// percent-encoded, as browsers do. Scalar by scalar: `String`'s own
    /// replacing compares characters, and a combining mark joins a line
    /// break or a quote into a character that is neither.
    private static func quoted(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped.append(contentsOf: "%22".unicodeScalars)
            case "\r": escaped.append(contentsOf: "%0D".unicodeScalars)
            case "\n": escaped.append(contentsOf: "%0A".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
