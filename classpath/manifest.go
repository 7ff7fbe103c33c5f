package classpath

import (
	"bytes"
	"fmt"
	"strings"
)

// Manifest holds the main attributes of a jar's META-INF/MANIFEST.MF.
type Manifest struct {
	MainClass string   // Main-Class, trimmed as java -jar does, e.g. "com.example.Main"
	ClassPath []string // Class-Path entries, URLs relative to the jar's directory; nil if none
	// Attributes maps each main attribute to its value. Attribute names are
	// case-insensitive; each is keyed by its first spelling in the file.
	Attributes map[string]string
}

// ReadManifest reads the main attributes of META-INF/MANIFEST.MF in jar. A
// jar without a manifest gives an error satisfying
// errors.Is(err, fs.ErrNotExist).
func ReadManifest(jar Source) (*Manifest, error) {
	data, err := jar.ReadFile(manifestName)
	if err != nil {
		return nil, err
	}
	m, err := parseManifest(data)
	if err != nil {
		return nil, fmt.Errorf("%s: META-INF/MANIFEST.MF: %w", jar, err)
	}
	return m, nil
}

// parseManifest parses the main section: "Name: value" lines up to the first
// blank line, a line starting with one space continuing the previous value
// (writers wrap lines at 72 bytes).
func parseManifest(data []byte) (*Manifest, error) {
	m := &Manifest{Attributes: make(map[string]string)}
	spelling := make(map[string]string) // lower-cased name -> key in Attributes
	last := ""                          // key of the attribute a continuation line extends
	for n, line := range manifestLines(data) {
		if line == "" {
			break
		}
		if line[0] == ' ' {
			if last == "" {
				return nil, fmt.Errorf("line %d: continuation line with no attribute to continue", n+1)
			}
			m.Attributes[last] += line[1:]
			continue
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok || name == "" || !strings.HasPrefix(value, " ") {
			return nil, fmt.Errorf("line %d: %q is not a \"Name: value\" attribute", n+1, line)
		}
		lower := strings.ToLower(name)
		key, seen := spelling[lower]
		if !seen {
			key = name
			spelling[lower] = key
		}
		m.Attributes[key] = value[1:] // a repeated attribute replaces the earlier one, as in java
		last = key
	}
	// An absent name's spelling is "", which no attribute has.
	get := func(lower string) string { return m.Attributes[spelling[lower]] }
	m.MainClass = strings.TrimSpace(get("main-class"))
	if cp := strings.Fields(get("class-path")); len(cp) > 0 {
		m.ClassPath = cp
	}
	return m, nil
}

// manifestLines splits data into lines ended by CRLF, LF or CR; a last line
// without an ending is kept.
func manifestLines(data []byte) []string {
	var lines []string
	for len(data) > 0 {
		end := bytes.IndexAny(data, "\r\n")
		if end < 0 {
			lines = append(lines, string(data))
			break
		}
		lines = append(lines, string(data[:end]))
		if data[end] == '\r' && end+1 < len(data) && data[end+1] == '\n' {
			end++
		}
		data = data[end+1:]
	}
	return lines
}
