package main

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"

	"github.com/urfave/cli/v2"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// Exit codes of jcheck.
const (
	exitOK       = 0
	exitFound    = 1
	exitBadInput = 2
	exitLimit    = 3
)

// exitError ends a command with a process exit status.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// env is what every command gets: its streams and the logger.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	log            *zap.Logger
	// interrupt is the interruption of the process by a signal; nil
	// when the command runs in-process (tests).
	interrupt *interruption
	// progressShown is set while a progress line is on the terminal.
	progressShown bool
}

// fail reports a jcheck error (not the program's) and exits with code 2.
func (e *env) fail(err error) error {
	fmt.Fprintln(e.stderr, "jcheck:", err)
	return exitError{exitBadInput}
}

// run runs a jcheck command line with the given streams, not
// interrupted by signals, and returns its exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return (&env{stdin: stdin, stdout: stdout, stderr: stderr}).run(args)
}

// run parses a command line and runs its command; it returns the exit
// code.
func (e *env) run(args []string) int {
	e.log = zap.NewNop()
	app := &cli.App{
		Name:            "jcheck",
		Usage:           "run Java programs and check every thread interleaving",
		Writer:          e.stdout,
		ErrWriter:       e.stderr,
		HideHelpCommand: true,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "log-level", Value: "warn", Usage: "logging: debug, info, warn or error"},
		},
		Before: func(c *cli.Context) error {
			level, err := zapcore.ParseLevel(c.String("log-level"))
			if err != nil {
				return e.fail(fmt.Errorf("--log-level: %w", err))
			}
			cfg := zap.NewDevelopmentEncoderConfig()
			core := zapcore.NewCore(zapcore.NewConsoleEncoder(cfg), zapcore.AddSync(e.stderr), level)
			e.log = zap.New(core)
			return nil
		},
		Commands:       e.commands(),
		ExitErrHandler: func(*cli.Context, error) {},
	}
	// A flag the command line gets wrong is one line naming it, not the
	// flag package's message followed by the whole help text.
	app.OnUsageError = func(_ *cli.Context, err error, _ bool) error { return e.fail(usageError(app.Flags, "jcheck", err)) }
	for _, cmd := range app.Commands {
		cmd.OnUsageError = func(_ *cli.Context, err error, _ bool) error {
			return e.fail(usageError(cmd.Flags, "jcheck "+cmd.Name, err))
		}
	}
	err := app.Run(javaSpellings(args, app.Commands))
	var ee exitError
	switch {
	case errors.As(err, &ee):
		return ee.code
	case err != nil:
		fmt.Fprintln(e.stderr, "jcheck:", err)
		return exitBadInput
	}
	return exitOK
}

// commands are jcheck's commands.
func (e *env) commands() []*cli.Command {
	return []*cli.Command{runCommand(e), checkCommand(e), replayCommand(e), mergeCommand(e), benchCommand(e), javapCommand(e), nativesCommand(e)}
}

// The messages of Go's flag package that usageError rewrites.
var (
	badValue    = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-([^:]+): (.*)$`)
	unknownFlag = regexp.MustCompile(`^flag provided but not defined: -(.*)$`)
	noValue     = regexp.MustCompile(`^flag needs an argument: -(.*)$`)
)

// usageError turns an error of the flag package into one that names the
// flag as the documentation does (--max-depth) and says what it takes.
func usageError(flags []cli.Flag, command string, err error) error {
	msg := err.Error()
	if m := badValue.FindStringSubmatch(msg); m != nil {
		if m[3] != "parse error" {
			return fmt.Errorf("--%s: %q is not %s (%s)", m[2], m[1], flagKind(flags, m[2]), m[3])
		}
		return fmt.Errorf("--%s: %q is not %s", m[2], m[1], flagKind(flags, m[2]))
	}
	if m := unknownFlag.FindStringSubmatch(msg); m != nil {
		return fmt.Errorf("unknown option --%s (%s --help lists the options)", m[1], command)
	}
	if m := noValue.FindStringSubmatch(msg); m != nil {
		return fmt.Errorf("--%s needs a value: %s", m[1], flagKind(flags, m[1]))
	}
	return err
}

// flagKind says what a flag's value must be.
func flagKind(flags []cli.Flag, name string) string {
	i := slices.IndexFunc(flags, func(f cli.Flag) bool { return slices.Contains(f.Names(), name) })
	if i < 0 {
		return "a valid value"
	}
	switch flags[i].(type) {
	case *cli.IntFlag, *cli.Int64Flag:
		return "a whole number"
	case *cli.Uint64Flag:
		return "a whole number, 0 or more"
	case *cli.DurationFlag:
		return "a duration such as 90s, 5m or 1h30m"
	case *cli.BoolFlag:
		return "true or false"
	}
	return "a valid value"
}
