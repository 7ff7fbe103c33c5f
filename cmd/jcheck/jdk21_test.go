package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// jdk21Dir is where .ci/install-jdk21 puts a JDK 21 ($JCHECK_JDK21, else
// /opt/jcheck-jdk21): its launchers in bin, the JDK in jdk. The tests of
// JDK 21 skip without it.
func jdk21Dir() string {
	if dir := os.Getenv("JCHECK_JDK21"); dir != "" {
		return dir
	}
	return "/opt/jcheck-jdk21"
}

// needJDK21 returns JDK 21's javac and java, skipping the test without
// them.
func needJDK21(t *testing.T) *javatool.Tools {
	t.Helper()
	dir := jdk21Dir()
	tools := &javatool.Tools{Javac: filepath.Join(dir, "bin", "javac"), Java: filepath.Join(dir, "bin", "java"), Home: filepath.Join(dir, "jdk")}
	for _, tool := range []string{tools.Javac, tools.Java, filepath.Join(tools.Home, "lib", "modules")} {
		if _, err := os.Stat(tool); err != nil {
			t.Skipf("no JDK 21 (.ci/install-jdk21 installs one): %v", err)
		}
	}
	return tools
}

// TestJDK21DifferentialLang compares `jcheck run --jdk JDK21` with java
// 21 on each program of testdata/java/lang, as TestDifferentialLang does
// on the default JDK. What it tests is JDK 21's class library: the
// programs are the default JDK's class files, which TestDifferentialLang
// compiled (JDK 21's javac and class files are TestJDK21Programs'). Left
// out with -short.
func TestJDK21DifferentialLang(t *testing.T) {
	if testing.Short() {
		t.Skip("the lang corpus on JDK 21 is left out with -short")
	}
	tools := needJDK21(t)
	differential(t, javatool.NeedJDK(t), tools, langCorpus, []string{"--jdk", tools.Home}, nil)
}

// TestJDK21Programs compiles every program of testdata/java/jdk21 with
// JDK 21's javac and checks them on JDK 21's class library, as
// jdkPrograms does.
func TestJDK21Programs(t *testing.T) {
	jdkPrograms(t, needJDK21(t), jdk21Corpus, "21")
}
