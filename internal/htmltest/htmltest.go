// Package htmltest reads the pages jcheck writes (check --html), and the
// documents a browser makes of them, for tests: elements found by tag
// name and classes, and their text.
package htmltest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Element is an element of a parsed page.
type Element struct {
	Name  string
	Attrs map[string]string
	Kids  []*Element
	text  []string // the pieces of text inside, descendants' too
}

// Parse parses an HTML page into its elements: encoding/xml in its
// lenient mode knows HTML's void elements and entities, which is enough
// for the markup of jcheck's pages.
func Parse(page []byte) (*Element, error) {
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict, d.AutoClose, d.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
	root := &Element{Name: "#document"}
	stack := []*Element{root}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return root, nil
		}
		if err != nil {
			return nil, fmt.Errorf("the page does not parse: %w", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &Element{Name: tok.Name.Local, Attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.Attrs[a.Name.Local] = a.Value
			}
			top := stack[len(stack)-1]
			top.Kids = append(top.Kids, e)
			stack = append(stack, e)
		case xml.EndElement:
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		case xml.CharData:
			for _, e := range stack {
				e.text = append(e.text, string(tok))
			}
		}
	}
}

// Find returns the descendants of e with a tag name and classes, in
// document order: "td.act.race" (a tag name and classes), ".race" (any
// tag).
func (e *Element) Find(selector string) []*Element {
	name, classes, _ := strings.Cut(selector, ".")
	var out []*Element
	var walk func(*Element)
	walk = func(x *Element) {
		for _, k := range x.Kids {
			if (name == "" || k.Name == name) && k.HasClasses(classes) {
				out = append(out, k)
			}
			walk(k)
		}
	}
	walk(e)
	return out
}

// One returns the only descendant the selector matches.
func (e *Element) One(selector string) (*Element, error) {
	found := e.Find(selector)
	if len(found) != 1 {
		return nil, fmt.Errorf("%d elements %s, want 1", len(found), selector)
	}
	return found[0], nil
}

// HasClasses reports whether e has each class of a dot-separated list.
func (e *Element) HasClasses(classes string) bool {
	have := strings.Fields(e.Attrs["class"])
	for _, c := range strings.Split(classes, ".") {
		if c != "" && !slices.Contains(have, c) {
			return false
		}
	}
	return true
}

// Content is the text inside e, its pieces (of elements apart) and their
// spaces separated by one space.
func (e *Element) Content() string {
	return strings.Join(strings.Fields(strings.Join(e.text, " ")), " ")
}

// Contents returns the text of each element.
func Contents(es []*Element) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.Content()
	}
	return out
}
