import FuzzSupport

FuzzDriver.run { bytes in
    FormRoundTrip.check(bytes)
    ArbitraryBodies.check(bytes)
}
