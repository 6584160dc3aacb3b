#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import NIOCore
    import NIOHTTP1
    import NIOPosix
    import NetLayer

    /// AsyncHTTPClient's and SwiftNIO's errors as the `URLError`s URLSession reports for the same
    /// failures: the client tells a refused connection from a cut one, and a time-out from a
    /// cancellation, by them (which decides retries, resumed downloads and the error apps see).
    enum TransportError {
        /// `error` as the caller should see it; errors of its own (`NetLayerError`, `URLError`)
        /// and errors with no `URLError` of the same meaning (TLS) are passed on as they are.
        /// `awaitingHead`: no byte of the reply had come, so a closed connection is an empty reply.
        static func from(_ error: any Error, awaitingHead: Bool = false) -> any Error {
            switch error {
            case is NetLayerError, is URLError: return error
            case is CancellationError: return URLError(.cancelled)
            case let error as HTTPClientError: return from(error, awaitingHead: awaitingHead)
            case let error as NIOConnectionError:
                let code: URLError.Code = error.connectionErrors.isEmpty ? .cannotFindHost : .cannotConnectToHost
                return urlError(code, error)
            case let error as IOError:
                switch error.errnoCode {
                case ECONNREFUSED, EHOSTUNREACH, ENETUNREACH: return urlError(.cannotConnectToHost, error)
                default: return urlError(.networkConnectionLost, error)
                }
            case let error as ChannelError:
                switch error {
                case .connectTimeout: return urlError(.timedOut, error)
                default: return urlError(.networkConnectionLost, error)
                }
            case let error as HTTPParserError:
                // The connection closed before the body it announced had come: a cut, not a bad reply.
                if case .invalidEOFState = error { return urlError(.networkConnectionLost, error) }
                return urlError(.cannotParseResponse, error)
            default:
                return error
            }
        }

        private static func from(_ error: HTTPClientError, awaitingHead: Bool) -> any Error {
            switch error {
            case .cancelled: return URLError(.cancelled)
            case .connectTimeout, .deadlineExceeded, .readTimeout, .writeTimeout, .tlsHandshakeTimeout,
                .getConnectionFromPoolTimeout:
                return urlError(.timedOut, error)
            // As URLSession on Linux reports an empty reply (-1011): the server sent nothing, not half of something.
            case .remoteConnectionClosed where awaitingHead: return urlError(.badServerResponse, error)
            case .remoteConnectionClosed: return urlError(.networkConnectionLost, error)
            case .invalidURL, .emptyHost, .emptyScheme: return urlError(.badURL, error)
            default:
                if error.description.contains("unsupportedScheme") { return urlError(.unsupportedURL, error) }
                return error
            }
        }

        private static func urlError(_ code: URLError.Code, _ underlying: any Error) -> URLError {
            URLError(code, userInfo: [NSLocalizedDescriptionKey: "\(underlying)", NSUnderlyingErrorKey: underlying])
        }
    }
#endif
