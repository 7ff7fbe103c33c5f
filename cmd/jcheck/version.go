package main

import "runtime/debug"

// version is jcheck's version as the go command stamps it into the
// binary: the module's version, which for a build from a work tree is a
// pseudo-version naming its commit; "devel" when it stamped none (go run,
// tests).
func version() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "devel"
}
