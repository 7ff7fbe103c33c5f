package interp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/verify"
)

// linkClass links c before its first use (JVMS §5.4): its superclass and
// superinterfaces first, then c itself, whose methods are verified if it
// is an application class (JVMS §4.10). The JDK's classes are trusted, as
// HotSpot trusts the boot loader's (BytecodeVerificationLocal is off). A
// class is verified once for every execution, which all share its
// metadata; a class that fails is verified again, with the same outcome,
// at each later attempt, as HotSpot does.
func (l *Loader) linkClass(c *Class) error {
	if c.Super != nil {
		if err := l.linkClass(c.Super); err != nil {
			return err
		}
	}
	for _, i := range c.Interfaces {
		if err := l.linkClass(i); err != nil {
			return err
		}
	}
	if !c.App || c.File == nil {
		return nil
	}
	l.mu.Lock()
	err, done := l.verified[c]
	l.mu.Unlock()
	if done {
		return err
	}
	err = verify.Class(c.File, loaderClasses{l})
	l.mu.Lock()
	l.verified[c] = err
	l.mu.Unlock()
	return err
}

// linkError is the Java error a failure to link becomes: the VerifyError
// (or ClassFormatError, for a malformed StackMapTable) of a method that
// is not type safe, or the error of loading a class the verifier needed.
func (vm *VM) linkError(err error) *Object {
	var ve *verify.Error
	if errors.As(err, &ve) {
		return vm.newThrowable(ve.Kind(), ve.Error())
	}
	return vm.loadError(err)
}

// mainLinkError is the launcher's message for a main class that fails to
// link: java's launcher links it when it looks for main (Class.getMethod
// in LauncherHelper.validateMainClass) and reports the error as the
// cause of "Unable to initialize main class".
func mainLinkError(mainClass string, err error) error {
	var ve *verify.Error
	var le *LoadError
	switch {
	case errors.As(err, &ve):
		return &LaunchError{fmt.Sprintf("Unable to initialize main class %s\nCaused by: %s: %s", mainClass, strings.ReplaceAll(ve.Kind(), "/", "."), ve.Error())}
	case errors.As(err, &le) && le.NotFound():
		return &LaunchError{fmt.Sprintf("Unable to initialize main class %s\nCaused by: java.lang.NoClassDefFoundError: %s", mainClass, le.Class)}
	}
	return err
}

// link links c for the running thread, leaving the error to throw in
// t.exc if it fails.
func (t *Thread) link(c *Class) bool {
	if err := t.vm.loader.linkClass(c); err != nil {
		t.exc = t.vm.linkError(err)
		return false
	}
	return true
}

// loaderClasses answers the verifier's questions about classes by loading
// them with the loader (HotSpot loads them with the loader of the class
// being verified: here the one loader).
type loaderClasses struct{ l *Loader }

func (lc loaderClasses) IsInterface(name string) (bool, error) {
	c, err := lc.l.Load(name)
	if err != nil {
		return false, err
	}
	return c.IsInterface(), nil
}

func (lc loaderClasses) IsSubclass(sub, super string) (bool, error) {
	p, err := lc.l.Load(super)
	if err != nil {
		return false, err
	}
	s, err := lc.l.Load(sub)
	if err != nil {
		return false, err
	}
	return !p.IsInterface() && s.IsSubclassOf(p), nil
}

func (lc loaderClasses) Superclass(name string) (string, error) {
	c, err := lc.l.Load(name)
	if err != nil || c.Super == nil {
		return "", err
	}
	return c.Super.Name, nil
}

func (lc loaderClasses) Member(class, name, desc string, method bool) (string, bool, error) {
	c, err := lc.l.Load(class)
	if err != nil {
		return "", false, err
	}
	if method {
		if m := resolveMethod(c, name, desc); m != nil {
			return m.Class.Name, m.Flags&classfile.AccProtected != 0, nil
		}
	} else if f := lookupField(c, name, desc); f != nil {
		return f.Class.Name, f.Flags&classfile.AccProtected != 0, nil
	}
	return "", false, nil
}
