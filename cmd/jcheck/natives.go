package main

import (
	"fmt"
	"io"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reach"
)

// nativesCommand lists the native methods a program may reach, so that a
// user learns before a long search whether it may stop at one jcheck
// does not implement.
func nativesCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "natives",
		Usage:     "list the native methods the program may reach: those jcheck implements and those it does not (exit code 1 if any is not)",
		ArgsUsage: "MAIN | FILE.java | -jar JAR",
		Flags:     append(programFlags(), testFlag("list the natives a JUnit test method, CLASS#METHOD, may reach")),
		Action: func(c *cli.Context) error {
			ps, err := programOptions(c)
			if err != nil {
				return e.fail(err)
			}
			if ps.Test, err = testMethod(c); err != nil {
				return e.fail(err)
			}
			prog, err := resolveProgram(c)
			if err != nil {
				return e.fail(err)
			}
			defer prog.Close()
			loader, err := newLoader(prog.JDK, prog.ClassPath, ps)
			if err != nil {
				return e.fail(err)
			}
			vm := interp.NewVM(loader, interp.Options{Stdout: io.Discard, Stderr: io.Discard, JDK: prog.JDK, ClassPath: prog.ClassPathString,
				Properties: ps.Properties, Env: ps.Env, TimeZone: ps.TimeZone, Processors: ps.Processors})
			if err := vm.Boot(); err != nil {
				return e.fail(err)
			}
			if err := launchProgram(vm, loader, prog, ps); err != nil {
				return e.fail(err)
			}
			implemented, missing := reachableNatives(vm, loader)
			fmt.Fprintf(e.stdout, "implemented by jcheck: %d\n", len(implemented))
			for _, n := range implemented {
				fmt.Fprintf(e.stdout, "  %s\n", n.method)
			}
			fmt.Fprintf(e.stdout, "not implemented: %d\n", len(missing))
			for _, n := range missing {
				fmt.Fprintf(e.stdout, "  %s\n      %s\n", n.method, n.from)
			}
			if len(missing) > 0 {
				return exitError{exitFound}
			}
			return nil
		},
	}
}

// reachedNative is a native method the program may reach, and from
// where.
type reachedNative struct {
	method, from string
}

// reachableNatives lists, sorted, the native methods the main thread may
// reach from where it starts (its main method or test, after the VM's
// start-up), by rapid type analysis from the objects start-up made:
// those the VM implements and those it does not. The analysis
// over-approximates: it lists a native that a call made in some
// execution could reach, whether or not the program's data ever leads
// there.
func reachableNatives(vm *interp.VM, l *interp.Loader) (implemented, missing []reachedNative) {
	var roots []*interp.Method
	for _, f := range vm.Threads()[0].Frames() {
		roots = append(roots, f.Method)
	}
	all := reach.Reachable(l, roots, vm.LiveClasses(), vm.Initialized)
	caller := map[*interp.Method]*interp.Method{}
	for _, r := range all {
		caller[r.Method] = r.Caller
	}
	for _, r := range all {
		switch m := r.Method; {
		case !m.IsNative():
		case l.Implemented(m):
			implemented = append(implemented, reachedNative{method: m.String()})
		default:
			missing = append(missing, reachedNative{m.String(), reachedFrom(m, caller)})
		}
	}
	byMethod := func(a, b reachedNative) int {
		if a.method < b.method {
			return -1
		}
		if a.method > b.method {
			return 1
		}
		return 0
	}
	slices.SortFunc(implemented, byMethod)
	slices.SortFunc(missing, byMethod)
	return implemented, missing
}

// reachedFrom says where the program's own code leads to m: the last
// method of the application's on the chain of first callers, and the
// library method it calls.
func reachedFrom(m *interp.Method, caller map[*interp.Method]*interp.Method) string {
	for callee, k := m, caller[m]; k != nil; callee, k = k, caller[k] {
		if !k.Class.App {
			continue
		}
		if callee == m {
			return "called by " + k.String()
		}
		return "from " + k.String() + " calling " + callee.String()
	}
	return "from the start of the program, outside its own code"
}
