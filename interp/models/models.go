// Package models holds the model classes jcheck loads in place of the
// class library's (Loader.LibraryBytecode off): classes whose library
// implementation keeps its state by means that make every call tens of
// visible operations, rewritten in Java to keep it under one monitor with
// the same API and behaviour (see each source's comment). It also holds
// the classes jcheck supplies itself (Supplied), outside the class
// library. The sources are in src/; the class files in classes/ are
// compiled from them by go generate with the JDK's javac and embedded in
// jcheck.
package models

import (
	"embed"
	"io/fs"
	"slices"
	"strings"
)

//go:generate sh -c "rm -rf classes && javac -source 17 -target 17 -nowarn -g:source,lines --patch-module java.base=src -d classes $(find src -name '*.java' | sort)"

//go:embed classes
var classes embed.FS

// compiledWith is the version of the javac that compiled the embedded
// class files (TestClassesUpToDate compares them with its own output only
// when it runs that version).
const compiledWith = "17.0.21.1"

// Class returns the class file of the model of the class (internal name),
// if there is one.
func Class(name string) ([]byte, bool) {
	data, err := classes.ReadFile("classes/" + name + ".class")
	return data, err == nil
}

// Supplied reports whether the model of a class (internal name) is one
// jcheck supplies in place of any class of that name on the class path:
// an API that programs call to talk to a model checker (JPF's
// gov.nasa.jpf.vm.Verify), which only jcheck can implement for jcheck.
// The other models are of classes of java.base.
func Supplied(name string) bool {
	_, ok := Class(name)
	return ok && !strings.HasPrefix(name, "java/")
}

// Names lists the classes that have a model (internal names), sorted.
func Names() []string {
	var names []string
	fs.WalkDir(classes, "classes", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, strings.TrimSuffix(strings.TrimPrefix(path, "classes/"), ".class"))
		}
		return nil
	})
	slices.Sort(names)
	return names
}
