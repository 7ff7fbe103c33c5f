package main

import (
	"bytes"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// benchPrograms are the CPU-bound programs of testdata/java/bench.
func benchPrograms(b *testing.B) (*javatool.Tools, []*javatool.Program) {
	tools := javatool.NeedJDK(b)
	progs, err := javatool.LoadPrograms(filepath.Join("..", "..", "testdata", "java", "bench"))
	if err != nil {
		b.Fatal(err)
	}
	return tools, progs
}

// BenchmarkInterpreter runs each benchmark program in jcheck's
// interpreter (boot included) and reports bytecodes executed per second.
func BenchmarkInterpreter(b *testing.B) {
	tools, progs := benchPrograms(b)
	jdk, err := classpath.FindJDK("")
	if err != nil {
		b.Skip(err)
	}
	for _, p := range progs {
		b.Run(p.Name, func(b *testing.B) {
			dir, err := tools.Compile(p)
			if err != nil {
				b.Fatal(err)
			}
			cp, err := classpath.Parse(dir)
			if err != nil {
				b.Fatal(err)
			}
			loader := interp.NewLoader(jdk.Boot, cp)
			var instrs int64
			for i := 0; i < b.N; i++ {
				vm := interp.NewVM(loader, interp.Options{Stdout: io.Discard, Stderr: io.Discard, JDK: jdk, MaxInvisible: -1})
				if err := vm.Boot(); err != nil {
					b.Fatal(err)
				}
				if err := vm.Launch(p.Name, p.Args); err != nil {
					b.Fatal(err)
				}
				if _, err := vm.Run(interp.RoundRobin{}); err != nil {
					b.Fatal(err)
				}
				instrs += vm.Instructions()
			}
			b.ReportMetric(float64(instrs)/b.Elapsed().Seconds()/1e6, "Mbytecodes/s")
		})
	}
}

// BenchmarkRunVersusJava times `jcheck run` and `java -Xint` (the JVM's
// pure interpreter) as whole commands on the same programs.
func BenchmarkRunVersusJava(b *testing.B) {
	tools, progs := benchPrograms(b)
	for _, p := range progs {
		dir, err := tools.Compile(p)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("jcheck/"+p.Name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				var out bytes.Buffer
				if code := run([]string{"jcheck", "run", "-cp", dir, p.Name}, strings.NewReader(""), &out, io.Discard); code != 0 {
					b.Fatalf("exit code %d", code)
				}
			}
		})
		b.Run("java-Xint/"+p.Name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if err := exec.Command(tools.Java, "-Xint", "-Xshare:auto", "-cp", dir, p.Name).Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
