import Testing

@testable import NetLayerGenerator

@Suite struct LayerLayoutTests {
    @Test(arguments: [
        ("School.netlayer.yaml", "School"), ("school.netlayer.yml", "school"), ("api.yaml", "api"),
        ("a.b.netlayer.yaml", "a.b"), (".netlayer.yaml", ".netlayer"),
    ])
    func filesAreNamedAfterTheSpec(fileName: String, stem: String) {
        #expect(LayerFiles.stem(ofSpec: fileName) == stem)
        #expect(LayerFiles.names(ofSpec: fileName).first == "\(stem)+RequestInterface.swift")
    }

    @Test func mergingKeepsOneHeaderEveryImportOnceAndEachBody() {
        let files = [
            RenderedFile(
                path: "A+One.swift",
                contents: "// Generated.\n\nimport Foundation\nimport NetLayer\n\n/// One.\nstruct One {}\n",
                template: "api"),
            RenderedFile(
                path: "A+Two.swift", contents: "// Generated.\n\nimport NetLayer\nimport Dispatch\n\nstruct Two {}\n",
                template: "api"),
        ]
        let laid = LayerLayout(specFileName: "A.netlayer.yaml").lay(out: files)
        #expect(laid.count == 6)
        #expect(
            laid.first { $0.path == "A+API.swift" }?.contents
                == "// Generated.\n\nimport Foundation\nimport NetLayer\nimport Dispatch\n\n/// One.\nstruct One {}\n\nstruct Two {}\n"
        )
        // A layer with no files still gets its file: the plugin declared it.
        #expect(laid.first { $0.path == "A+Models.swift" }?.contents == "// Generated.\n")
    }
}
