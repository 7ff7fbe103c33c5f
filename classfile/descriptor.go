package classfile

import "strings"

// validUnqualifiedName checks a field, method or local name (JVMS §4.2.2).
func validUnqualifiedName(s string) bool {
	return s != "" && !strings.ContainsAny(s, ".;[/")
}

// validMethodName also admits the special names <init> and <clinit>.
func validMethodName(s string) bool {
	if s == "<init>" || s == "<clinit>" {
		return true
	}
	return validUnqualifiedName(s) && !strings.ContainsAny(s, "<>")
}

// validClassName checks the name of a Class constant: a binary name in
// internal form ("java/lang/Object") or an array descriptor.
func validClassName(s string) bool {
	if strings.HasPrefix(s, "[") {
		return ValidFieldDescriptor(s)
	}
	for {
		i := strings.IndexByte(s, '/')
		if i < 0 {
			return validUnqualifiedName(s)
		}
		if !validUnqualifiedName(s[:i]) {
			return false
		}
		s = s[i+1:]
	}
}

// fieldType returns the length of the field descriptor at the start of s,
// or 0 if s does not start with one.
func fieldType(s string) int {
	dims := 0
	for dims < len(s) && s[dims] == '[' {
		dims++
	}
	if dims > 255 || dims == len(s) {
		return 0
	}
	switch s[dims] {
	case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z':
		return dims + 1
	case 'L':
		end := strings.IndexByte(s[dims:], ';')
		if end < 0 || !validClassName(s[dims+1:dims+end]) || strings.HasPrefix(s[dims+1:], "[") {
			return 0
		}
		return dims + end + 1
	}
	return 0
}

// ValidFieldDescriptor reports whether s is a field descriptor (JVMS §4.3.2).
func ValidFieldDescriptor(s string) bool {
	n := fieldType(s)
	return n > 0 && n == len(s)
}

// ValidMethodDescriptor reports whether s is a method descriptor (JVMS §4.3.3).
func ValidMethodDescriptor(s string) bool {
	_, _, ok := ParseMethodDescriptor(s)
	return ok
}

// ParseMethodDescriptor splits "(ILjava/lang/String;)V" into its parameter
// descriptors and its return descriptor.
func ParseMethodDescriptor(s string) (params []string, ret string, ok bool) {
	if !strings.HasPrefix(s, "(") {
		return nil, "", false
	}
	i := 1
	slots := 0
	for i < len(s) && s[i] != ')' {
		n := fieldType(s[i:])
		if n == 0 {
			return nil, "", false
		}
		params = append(params, s[i:i+n])
		slots += SlotSize(s[i : i+n])
		i += n
	}
	if i >= len(s) || slots > 255 {
		return nil, "", false
	}
	ret = s[i+1:]
	if ret != "V" && !ValidFieldDescriptor(ret) {
		return nil, "", false
	}
	return params, ret, true
}

// SlotSize is the number of local variable or operand stack slots a value
// of the given field descriptor takes: 2 for long and double, else 1.
func SlotSize(desc string) int {
	if desc == "J" || desc == "D" {
		return 2
	}
	return 1
}

// ArgumentSlots is the number of slots the parameters of a valid method
// descriptor take, not counting a receiver.
func ArgumentSlots(desc string) int {
	params, _, _ := ParseMethodDescriptor(desc)
	n := 0
	for _, p := range params {
		n += SlotSize(p)
	}
	return n
}
