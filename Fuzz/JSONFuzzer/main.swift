import FuzzSupport

FuzzDriver.run(JSONOracle.check)
