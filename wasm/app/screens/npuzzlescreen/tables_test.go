package npuzzlescreen

import "testing"

// The partition named in a pattern-database file name (the progress
// bar's sentence); "" for a name of another form.
func TestPartitionOf(t *testing.T) {
	if partitionOf("pdb.bin") != "" || partitionOf("x-443.bin.gz") != "4-4-3" {
		t.Errorf("partitionOf: %q %q", partitionOf("pdb.bin"), partitionOf("x-443.bin.gz"))
	}
	if got := (&TablesProgress{Partition: "5-5-5", Building: true, Done: 629_000, Total: 1_572_480}).Sentence(); got != "Building the 5-5-5 pattern databases: 40 %" {
		t.Errorf("sentence %q", got)
	}
}
