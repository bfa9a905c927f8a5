package experiment

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"searchlab/core/wire"
)

// ReadRunsCSV reads what WriteRunsCSV wrote (the columns of RunHeader;
// the other fields of the rows stay zero), for the tests only: nothing
// else reads the CSV back, and the page links no CSV reader (issue 28). A wrong header or a field that
// does not read is an error naming its line and column.
func ReadRunsCSV(r io.Reader) ([]Row, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = len(RunHeader)
	head, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("runs CSV: %v", err)
	}
	if strings.Join(head, ",") != strings.Join(RunHeader, ",") {
		return nil, fmt.Errorf("runs CSV: the header is %q, want %q", strings.Join(head, ","), strings.Join(RunHeader, ","))
	}
	var out []Row
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("runs CSV: %v", err)
		}
		p := fieldParser{line: line}
		row := Row{Instance: rec[0], Config: rec[1], Algorithm: rec[2], Status: wire.Status(rec[3]),
			Length: int(p.int(rec, 4)), Cost: p.float(rec, 5), Expanded: p.int(rec, 6), Generated: p.int(rec, 7),
			MaxFrontier: int(p.int(rec, 8)), ElapsedMS: p.float(rec, 9), MemoryBytes: p.int(rec, 10), Seed: p.int(rec, 11)}
		if p.err != nil {
			return nil, p.err
		}
		out = append(out, row)
	}
}

// fieldParser reads numeric CSV fields, keeping the first error.
type fieldParser struct {
	line int
	err  error
}

func (p *fieldParser) int(rec []string, i int) int64 {
	n, err := strconv.ParseInt(rec[i], 10, 64)
	if err != nil && p.err == nil {
		p.err = fmt.Errorf("runs CSV line %d: %s %q is not a whole number", p.line, RunHeader[i], rec[i])
	}
	return n
}

func (p *fieldParser) float(rec []string, i int) float64 {
	x, err := strconv.ParseFloat(rec[i], 64)
	if err != nil && p.err == nil {
		p.err = fmt.Errorf("runs CSV line %d: %s %q is not a number", p.line, RunHeader[i], rec[i])
	}
	return x
}
