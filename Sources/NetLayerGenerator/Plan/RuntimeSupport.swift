/// Calls of the runtime that the generated code may make, which land with
/// issue 22's runtime branches apart from the generator's. Until a call
/// exists, an interface that needs it is generated as one read whole (its
/// functions return the `RequestResult`, the body's bytes), so that the
/// generated code always compiles; set the flag when the call lands, and
/// re-record `Tests/Goldens/Transfers` (`NETLAYER_RECORD=1`).
enum RuntimeSupport {
    /// `NetLayerClient.events`, `lines`, `bytes`, `ReplyStream` and
    /// `StreamOptions` (branch `streams`): `stream:` interfaces.
    static let streams = true
    /// `NetLayerClient.download`, `DownloadOptions` and `DownloadedFile`
    /// (branch `downloads`): `download:` interfaces.
    static let downloads = true
}
