import FuzzSupport

FuzzDriver.run(ImportOracle.check)
