package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/interp"
)

// exitError carries a process exit status out of a command.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := &cli.App{
		Name:      "jcheck",
		Usage:     "run and model-check Java programs",
		Writer:    stdout,
		ErrWriter: stderr,
		Commands: []*cli.Command{
			{
				Name:      "run",
				Usage:     "run a program once, like java",
				ArgsUsage: "[-cp PATH] MAIN [ARGS...]",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "cp", Aliases: []string{"classpath"}},
					&cli.StringFlag{Name: "jdk"},
				},
				Action: func(c *cli.Context) error {
					if c.NArg() < 1 {
						return exitError{2}
					}
					jdk, err := classpath.FindJDK(c.String("jdk"))
					if err != nil {
						fmt.Fprintln(stderr, "jcheck:", err)
						return exitError{2}
					}
					cp, err := classpath.Parse(c.String("cp"))
					if err != nil {
						fmt.Fprintln(stderr, "jcheck:", err)
						return exitError{2}
					}
					out := bufio.NewWriter(stdout)
					defer out.Flush()
					l := interp.NewLoader(jdk.Boot, cp)
					vm := interp.NewVM(l, interp.Options{Stdout: out, Stderr: stderr, Stdin: stdin, JDK: jdk, ClassPath: c.String("cp"), MaxInvisible: -1})
					if err := vm.Boot(); err != nil {
						out.Flush()
						fmt.Fprintln(stderr, "jcheck:", err)
						return exitError{2}
					}
					if err := vm.Launch(c.Args().First(), c.Args().Tail()); err != nil {
						fmt.Fprintln(stderr, "jcheck:", err)
						return exitError{2}
					}
					o, err := vm.Run(interp.RoundRobin{})
					out.Flush()
					if err != nil {
						fmt.Fprintln(stderr, "jcheck:", err)
						return exitError{2}
					}
					return exitError{o.ExitCode}
				},
			},
		},
	}
	err := app.Run(args)
	var ee exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	if err != nil {
		fmt.Fprintln(stderr, "jcheck:", err)
		return 2
	}
	return 0
}

var _ = os.Stdout
