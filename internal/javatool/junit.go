package javatool

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// JUnitDir is where Debian's junit4 and junit5 packages install their
// jars (.ci/run installs them).
const JUnitDir = "/usr/share/java"

// JUnitJars are the jars a test class of JUnit 4 or JUnit Jupiter
// compiles and runs against: the frameworks' annotations and assertions
// and the libraries those use (Hamcrest, opentest4j's failures, the
// platform's utilities behind assertThrows, @API's annotation) and
// Jupiter's parameterized tests.
var JUnitJars = []string{
	"junit4.jar", "hamcrest-core.jar",
	"junit-jupiter-api.jar", "junit-jupiter-params.jar", "opentest4j.jar", "junit-platform-commons.jar", "apiguardian-api.jar",
}

// NeedJUnit returns the class path of JUnitJars, skipping tb when one is
// missing, or failing it when JCHECK_REQUIRE_JDK is set, as NeedJDK does.
func NeedJUnit(tb testing.TB) string {
	tb.Helper()
	NeedJDK(tb)
	paths := make([]string, len(JUnitJars))
	for i, jar := range JUnitJars {
		paths[i] = filepath.Join(JUnitDir, jar)
		if _, err := os.Stat(paths[i]); err != nil {
			const install = "JUnit's jars are needed (apt-get install junit4 junit5)"
			if os.Getenv("JCHECK_REQUIRE_JDK") != "" {
				tb.Fatalf("%s: %v", install, err)
			}
			tb.Skipf("%s: %v", install, err)
		}
	}
	return strings.Join(paths, string(filepath.ListSeparator))
}
