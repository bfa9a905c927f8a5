package npuzzle

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// PDBFormatVersion is the version of the encoded database (MarshalBinary);
// a file of another version is rebuilt, not read. The header pins the goal,
// the partition's name and each pattern's cells, so a changed template is
// rebuilt too; bump the version whenever the entries' meaning or the build
// changes, or old cached files would be trusted.
const PDBFormatVersion = 1

// pdbMagic starts every encoded database.
var pdbMagic = [8]byte{'S', 'L', 'P', 'D', 'B', 0, '\r', '\n'}

// MarshalBinary encodes the database: a header (magic, format version, goal
// size and cells, partition name and groups), each pattern's encoding and
// table, then the CRC-32 (IEEE) of everything before it.
func (d *PDB) MarshalBinary() ([]byte, error) {
	if len(d.also) > 0 {
		return nil, fmt.Errorf("partition %s: a combined database is stored as its parts", d.partition.Name)
	}
	var b bytes.Buffer
	b.Write(pdbMagic[:])
	binary.Write(&b, binary.LittleEndian, uint16(PDBFormatVersion))
	b.WriteByte(byte(d.goal.Rows()))
	b.WriteByte(byte(d.goal.Cols()))
	b.Write(d.goal.cells[:d.n])
	b.WriteByte(byte(len(d.partition.Name)))
	b.WriteString(d.partition.Name)
	b.WriteByte(byte(len(d.patterns)))
	for _, p := range d.patterns {
		b.WriteByte(byte(len(p.cells)))
		b.Write(p.cells)
		enc := byte(8)
		if p.nibbles {
			enc = 4
		}
		b.WriteByte(enc)
		binary.Write(&b, binary.LittleEndian, uint32(len(p.data)))
		b.Write(p.data)
	}
	binary.Write(&b, binary.LittleEndian, crc32.ChecksumIEEE(b.Bytes()))
	return b.Bytes(), nil
}

// errPDBCorrupt is wrapped by every decoding failure.
var errPDBCorrupt = errors.New("damaged pattern database")

// DecodePDB reads a database encoded by MarshalBinary and checks it: the
// checksum, the format version, every length, and that it was built for
// goal with the partition named name (as ParsePartition resolves it; "" for
// the default).
func DecodePDB(data []byte, goal Board, name string) (*PDB, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", errPDBCorrupt, fmt.Sprintf(format, args...))
	}
	if len(data) < len(pdbMagic)+4+4 || !bytes.Equal(data[:len(pdbMagic)], pdbMagic[:]) {
		return nil, bad("not a pattern database file")
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, bad("checksum mismatch")
	}
	r := bytes.NewReader(body[len(pdbMagic):])
	var version uint16
	binary.Read(r, binary.LittleEndian, &version)
	if version != PDBFormatVersion {
		return nil, bad("format version %d, expected %d", version, PDBFormatVersion)
	}
	rows, _ := r.ReadByte()
	cols, _ := r.ReadByte()
	if int(rows) != goal.Rows() || int(cols) != goal.Cols() {
		return nil, bad("built for a %d×%d board, not %d×%d", rows, cols, goal.Rows(), goal.Cols())
	}
	cells := make([]byte, goal.Len())
	if _, err := r.Read(cells); err != nil || !bytes.Equal(cells, goal.cells[:goal.Len()]) {
		return nil, bad("built for another goal")
	}
	part, err := ParsePartition(goal, name)
	if err != nil {
		return nil, err
	}
	if len(part.Also) > 0 {
		return nil, fmt.Errorf("partition %s: a combined database is stored as its parts", part.Name)
	}
	nl, _ := r.ReadByte()
	pname := make([]byte, nl)
	r.Read(pname)
	if string(pname) != part.Name {
		return nil, bad("partition %q, expected %q", pname, part.Name)
	}
	ng, _ := r.ReadByte()
	if int(ng) != len(part.Groups) {
		return nil, bad("%d patterns, expected %d", ng, len(part.Groups))
	}
	d, err := newPDB(goal, part)
	if err != nil {
		return nil, err
	}
	for g := range d.patterns {
		p := &d.patterns[g]
		k, _ := r.ReadByte()
		pc := make([]byte, k)
		r.Read(pc)
		if !bytes.Equal(pc, p.cells) {
			return nil, bad("pattern %d holds other cells", g)
		}
		enc, _ := r.ReadByte()
		var size uint32
		if err := binary.Read(r, binary.LittleEndian, &size); err != nil {
			return nil, bad("truncated")
		}
		switch {
		case enc == 4 && int(size) == (p.entries+1)/2:
			p.nibbles = true
		case enc == 8 && int(size) == p.entries:
		default:
			return nil, bad("pattern %d: %d bytes in encoding %d for %d entries", g, size, enc, p.entries)
		}
		p.data = newTable(int(size))
		if n, _ := r.Read(p.data); n != int(size) {
			return nil, bad("truncated")
		}
	}
	if r.Len() != 0 {
		return nil, bad("%d bytes of trailing data", r.Len())
	}
	return d, nil
}
