// Package benchprog holds the Java programs of `jcheck bench`, the
// experiment of Stoller 2002 §10 (Fig. 4) written anew: HaltException,
// Clean and a family of dining philosophers.
package benchprog

import (
	"embed"
	"strings"
)

//go:embed *.java
var sources embed.FS

// Program is one benchmark: a source file and the arguments of its run.
type Program struct {
	Name   string // as shown in the results, e.g. "OrderedPhilosophers(3,1)"
	File   string // e.g. "OrderedPhilosophers.java"
	Main   string
	Args   []string
	Source []byte
	// Paper gives Fig. 4's states for bytecode and reduced atomicity,
	// lockset off, when the paper measured the program (JPF, state-based).
	Paper *PaperStates
}

// PaperStates are the states JPF visited in Stoller 2002, Fig. 4.
type PaperStates struct{ Bytecode, Reduced int }

// adder returns the function that adds a benchmark to out.
func adder(out *[]Program) func(file string, paper *PaperStates, args ...string) {
	return func(file string, paper *PaperStates, args ...string) {
		src, err := sources.ReadFile(file)
		if err != nil {
			panic(err) // the files are embedded: a missing one is a build error
		}
		main := strings.TrimSuffix(file, ".java")
		name := main
		if len(args) > 0 {
			name += "(" + strings.Join(args, ",") + ")"
		}
		*out = append(*out, Program{Name: name, File: file, Main: main, Args: args, Source: src, Paper: paper})
	}
}

// Programs lists the benchmarks in the order they are reported.
func Programs() []Program {
	var out []Program
	add := adder(&out)
	add("HaltException.java", &PaperStates{Bytecode: 201688, Reduced: 788})
	add("Clean.java", &PaperStates{Bytecode: 58370, Reduced: 209})
	add("OrderedPhilosophers.java", nil, "2", "1")
	add("OrderedPhilosophers.java", nil, "3", "1")
	add("OrderedPhilosophers.java", nil, "4", "1")
	add("OrderedPhilosophers.java", nil, "3", "2")
	return out
}

// Larger lists benchmarks whose state-less search takes seconds, on which
// jcheck bench --workers measures the speed-up of the workers as well.
func Larger() []Program {
	var out []Program
	add := adder(&out)
	add("OrderedPhilosophers.java", nil, "5", "2")
	return out
}
