/// modelgen's version, as `modelgen --version` prints it.
public let modelgenVersion = "0.3.0"
