package main

import (
	"bufio"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/classpath"
)

func javapCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "javap",
		Usage:     "print a decoded class file: constant pool, fields, methods and their code",
		ArgsUsage: "CLASS...",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "cp", Aliases: []string{"classpath", "class-path"}, Value: ".", Usage: "class search path of directories and jars"},
			&cli.StringFlag{Name: "jdk", Usage: "the JDK whose classes are also searched"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return e.fail(errNoClass)
			}
			path, err := classpath.Parse(c.String("cp"))
			if err != nil {
				return e.fail(err)
			}
			defer path.Close()
			if jdk, err := classpath.FindJDK(c.String("jdk")); err == nil {
				path = append(path, jdk.Boot...)
			}
			out := bufio.NewWriter(e.stdout)
			defer out.Flush()
			for _, name := range c.Args().Slice() {
				internal := strings.ReplaceAll(strings.TrimSuffix(name, ".class"), ".", "/")
				data, from, err := path.ReadClass(internal)
				if err != nil {
					return e.fail(err)
				}
				cf, err := classfile.Parse(data, from.String()+": "+internal+".class")
				if err != nil {
					return e.fail(err)
				}
				if err := classfile.Disassemble(out, cf); err != nil {
					return e.fail(err)
				}
			}
			return nil
		},
	}
}
