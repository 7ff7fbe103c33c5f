package main

import (
	"errors"
	"fmt"
	"io"

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
	// progressShown is set while a progress line is on the terminal.
	progressShown bool
}

// fail reports a jcheck error (not the program's) and exits with code 2.
func (e *env) fail(err error) error {
	fmt.Fprintln(e.stderr, "jcheck:", err)
	return exitError{exitBadInput}
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, log: zap.NewNop()}
	app := &cli.App{
		Name:            "jcheck",
		Usage:           "run Java programs and check every thread interleaving",
		Writer:          stdout,
		ErrWriter:       stderr,
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
			core := zapcore.NewCore(zapcore.NewConsoleEncoder(cfg), zapcore.AddSync(stderr), level)
			e.log = zap.New(core)
			return nil
		},
		Commands:       []*cli.Command{runCommand(e), checkCommand(e), replayCommand(e), benchCommand(e), javapCommand(e)},
		ExitErrHandler: func(*cli.Context, error) {},
	}
	err := app.Run(args)
	var ee exitError
	switch {
	case errors.As(err, &ee):
		return ee.code
	case err != nil:
		fmt.Fprintln(stderr, "jcheck:", err)
		return exitBadInput
	}
	return exitOK
}
