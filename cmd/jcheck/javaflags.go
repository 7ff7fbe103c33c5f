package main

import (
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// javaSpellings rewrites the options java spells with the value glued to
// the name (-Xmx64m, -Dname=value) into jcheck's form (--xmx=64m,
// --D=name=value), so that a java
// command line can be reused; the flag package would read -Xmx64m as an
// unknown flag. Only the command's own options are rewritten: the
// program's arguments, which follow the first positional argument (or
// "--"), are passed on as they are.
func javaSpellings(args []string, cmds []*cli.Command) []string {
	if len(args) < 2 {
		return args
	}
	i := slices.IndexFunc(cmds, func(c *cli.Command) bool { return c.Name == args[1] })
	if i < 0 {
		return args
	}
	out := slices.Clone(args)
	for j := 2; j < len(out); j++ {
		a := out[j]
		if a == "--" || !strings.HasPrefix(a, "-") || a == "-" {
			break
		}
		if size, ok := strings.CutPrefix(a, "-Xmx"); ok && hasFlag(cmds[i], "xmx") {
			out[j] = "--xmx=" + size
			continue
		}
		if prop, ok := strings.CutPrefix(a, "-D"); ok && prop != "" && hasFlag(cmds[i], "D") {
			out[j] = "--D=" + prop // the flag package splits at the first '='
			continue
		}
		if !strings.Contains(a, "=") && takesValue(cmds[i], strings.TrimLeft(a, "-")) {
			j++ // the flag's value, which may look like anything
		}
	}
	return out
}

// hasFlag reports whether the command has a flag of that name.
func hasFlag(cmd *cli.Command, name string) bool {
	return slices.ContainsFunc(cmd.Flags, func(f cli.Flag) bool { return slices.Contains(f.Names(), name) })
}

// takesValue reports whether the command's flag of that name (or alias)
// is followed by a value.
func takesValue(cmd *cli.Command, name string) bool {
	for _, f := range cmd.Flags {
		if slices.Contains(f.Names(), name) {
			v, ok := f.(cli.DocGenerationFlag)
			return ok && v.TakesValue()
		}
	}
	return false
}
