import FuzzSupport

FuzzDriver.run(GenerateOracle.check)
