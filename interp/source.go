package interp

// Source is a position in the code as tools want it (the JSON report,
// SARIF): the parts of a stack trace's "pkg.Class.method(File.java:12)",
// with the source file's path relative to a source root, where javac's
// layout puts it (pkg/File.java).
type Source struct {
	// Class is the class's binary name, "pkg.Outer$Inner".
	Class  string `json:"class"`
	Method string `json:"method"`
	// File is the source file the class file names (its SourceFile
	// attribute, JVMS §4.7.10) in its package's directory; "" when the
	// class file names none.
	File string `json:"file,omitempty"`
	// Line is from the method's LineNumberTable (JVMS §4.7.12); 0 when
	// the class file has none.
	Line int `json:"line,omitempty"`
}

// SourceOf is where instruction pc of method m is.
func SourceOf(m *Method, pc int) *Source {
	return sourceIn(m, m.code, pc)
}

// sourceIn is where instruction pc of code, method m's, is. A method that
// has not run yet has no decoded code; its first instruction, the only
// one a position can name then, is at bytecode offset 0.
func sourceIn(m *Method, code *Code, pc int) *Source {
	s := &Source{Class: m.Class.JavaName(), Method: m.Name}
	if m.Class.SourceFile != "" {
		s.File = m.Class.SourceFile
		if p := m.Class.PackageName(); p != "" {
			s.File = p + "/" + s.File
		}
	}
	line := -1
	switch {
	case code != nil:
		line = code.lineAt(pc)
	case pc == 0 && m.File != nil && m.File.Code != nil:
		line = m.File.Code.LineAt(0)
	}
	s.Line = max(line, 0)
	return s
}

// OpSource is where a visible operation happens (OpPosition's parts):
// nil for the end of a thread, which has no position in the code.
func OpSource(op Op) *Source {
	if op.Method == nil || op.Kind == OpTerminate {
		return nil
	}
	return SourceOf(op.Method, op.PC)
}

// ThrowSource is where an exception was created, the frame
// ThrowPosition names (its parts); nil if it has none.
func (vm *VM) ThrowSource(exc *Object) *Source {
	f := vm.throwFrame(exc)
	if f == nil {
		return nil
	}
	return SourceOf(f.method, f.pc)
}

// CallerSource is the innermost frame of the application's own code when
// the thread is inside the class library (CallerInProgram's parts); nil
// if it is in the application's code or has none.
func (t *Thread) CallerSource() *Source {
	if f := t.callerInProgram(); f != nil {
		return sourceIn(f.method, f.code, framePC(f))
	}
	return nil
}
