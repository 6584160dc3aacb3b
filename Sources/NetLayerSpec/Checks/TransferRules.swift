/// A stream's keys fit its format; a HEAD reply has no body to stream or
/// save; streams and downloads do not page. (That a reply is read one way,
/// as a `response`, a `stream` or a `download`, the decoder already holds:
/// `Interface.reply` has room for one.)
struct TransferRules: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            switch interface.reply {
            case .whole: break
            case .stream(let stream): check(stream, of: interface, into: &diagnostics)
            case .download(let download): check(download, of: interface, into: &diagnostics)
            }
        }
    }

    private func check(_ stream: StreamReply, of interface: Interface, into diagnostics: inout Diagnostics) {
        let name = interface.name
        let at = interface.keyLocations["stream"] ?? stream.location
        if interface.method.value == .HEAD {
            diagnostics.error("a HEAD reply has no body: interface '\(name)' cannot have a 'stream'", at: at)
        }
        if let paging = interface.paging {
            diagnostics.error(
                "interface '\(name)' has a 'stream', which does not page: remove 'paging'",
                at: interface.keyLocations["paging"] ?? paging.newer.location)
        }
        let format = stream.format.value
        if let element = stream.of, format == .bytes {
            diagnostics.error(
                "a stream of bytes yields the chunks as they come (Data): remove 'of', or use 'format: lines' "
                    + "for one JSON value per line",
                at: element.location)
        }
        if let end = stream.end, format != .events {
            diagnostics.error(
                "'end' names the data of the event that ends a stream of events; a stream of \(format.rawValue) "
                    + "ends when the reply does: remove it",
                at: end.location)
        }
        if let reconnect = stream.reconnect, format != .events {
            diagnostics.error(
                "'reconnect' resumes a stream of events with Last-Event-ID; a stream of \(format.rawValue) "
                    + "cannot resume: remove it",
                at: reconnect.location)
        }
        if let accepts = interface.accepts, format == .events,
            MediaType.essence(accepts.value) != "text/event-stream"
        {
            diagnostics.error(
                "a stream of events is 'text/event-stream'; 'accepts' asks for '\(accepts.value)': remove it",
                at: accepts.location)
        }
    }

    private func check(_ download: DownloadReply, of interface: Interface, into diagnostics: inout Diagnostics) {
        let name = interface.name
        let at = interface.keyLocations["download"] ?? download.location
        if interface.method.value == .HEAD {
            diagnostics.error("a HEAD reply has no body: interface '\(name)' cannot have a 'download'", at: at)
        }
        if let paging = interface.paging {
            diagnostics.error(
                "interface '\(name)' saves its reply to a file ('download'), which does not page: remove 'paging'",
                at: interface.keyLocations["paging"] ?? paging.newer.location)
        }
    }
}

/// Caching is for replies a GET or HEAD fetches: an interface of another
/// method cannot turn it on (RFC 9111 stores a POST's reply only in rare
/// cases, and the runtime never stores a reply to a request with a body).
/// Spec and module settings apply to their GET and HEAD interfaces only.
/// Streams and downloads are not cached.
struct CacheUse: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            guard let cache = interface.cache, cache.value != .off else { continue }
            let name = interface.name
            if ![.GET, .HEAD].contains(interface.method.value) {
                diagnostics.error(
                    "only GET and HEAD replies are cached: interface '\(name)' is a "
                        + "\(interface.method.value.rawValue); remove 'cache' or write 'cache: off'",
                    at: cache.location)
                continue
            }
            switch interface.reply {
            case .whole:
                break
            case .stream, .download:
                diagnostics.error(
                    "a \(interface.reply.key) is not cached: remove 'cache' from interface '\(name)' or write "
                        + "'cache: off'",
                    at: cache.location)
            }
        }
    }
}
