package i18n

// algorithmNames are the algorithms' names by registry id: the course's
// Vietnamese term with the English name or abbreviation beside it, as
// the students' reports write them.
var algorithmNames = map[string]source{}

// algorithmHelps are the algorithms' help lines by registry id.
var algorithmHelps = map[string]source{}

// families are the algorithm picker's groups.
var families = map[string]source{}

// paramLabels are the parameters' labels by name.
var paramLabels = map[string]source{}

// paramHelps are the parameters' help by name, or by "algo/name" where an
// algorithm's parameter says something of its own.
var paramHelps = map[string]source{}

// optionLabels are enum options' labels by option.
var optionLabels = map[string]source{}
