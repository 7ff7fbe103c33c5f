package main

import (
	"github.com/urfave/cli/v2"

	"github.com/jcheck/jcheck/internal/launch"
)

// programFlags name the program to run, as java's command line does.
func programFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "cp", Aliases: []string{"classpath", "class-path"}, Usage: "class search path of directories and jars"},
		&cli.StringFlag{Name: "jar", Usage: "run the Main-Class of this jar"},
		&cli.StringFlag{Name: "jdk", Usage: "the JDK whose class library programs run on (default: $JAVA_HOME, else java on $PATH)"},
		&cli.BoolFlag{Name: "disable-assertions", Aliases: []string{"da"}, Usage: "do not check Java assert statements"},
		&cli.StringFlag{Name: "random", Value: "fixed", Usage: "fixed: java.util.Random gives every execution the same numbers; enumerate: Random.nextInt(n) and nextBoolean() are choices, every value explored"},
		&cli.StringFlag{Name: "jdk-models", Value: "on", Usage: "on: ReentrantLock and its Conditions are synchronization objects (lock/unlock acquire and release, await/signal wait and notify), and each call of an atomic or a concurrent collection (AtomicInteger, ConcurrentHashMap, ...) is one operation; off: java.util.concurrent runs its own bytecode"},
	}
}

// libraryBytecode reads --jdk-models: whether java.util.concurrent runs as
// the library's bytecode rather than as the VM's models of it.
func libraryBytecode(c *cli.Context) (bool, error) {
	return pick("jdk-models", c.String("jdk-models"), []string{"on", "off"}, []bool{false, true})
}

// enumerateRandom reads --random.
func enumerateRandom(c *cli.Context) (bool, error) {
	return pick("random", c.String("random"), []string{"fixed", "enumerate"}, []bool{false, true})
}

// resolveProgram reads the program flags and arguments: MAIN [ARGS...],
// FILE.java [ARGS...], or -jar JAR [ARGS...].
func resolveProgram(c *cli.Context) (*launch.Program, error) {
	spec := launch.Spec{ClassPath: c.String("cp"), Jar: c.String("jar"), JDK: c.String("jdk")}
	args := c.Args().Slice()
	if spec.Jar == "" && len(args) > 0 {
		spec.Target, args = args[0], args[1:]
	}
	spec.Args = args
	return launch.Resolve(spec)
}
