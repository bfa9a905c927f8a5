package i18n

// The messages of branch h32rest: the replay's charts (their titles and
// legends), the rest of issue 32's texts.
func init() {
	addMessages(map[string]Message{
		"replay.chart.flow":        {En: "{set} over the events", Vi: "{set} qua các sự kiện"},
		"replay.chart.flow2":       {En: "{set} and {set2} over the events", Vi: "{set} và {set2} qua các sự kiện"},
		"replay.chart.mean":        {En: "mean", Vi: "trung bình"},
		"replay.chart.best":        {En: "best", Vi: "tốt nhất"},
		"replay.chart.temperature": {En: "temperature", Vi: "nhiệt độ"},
		"replay.chart.with_temp":   {En: "{chart} and the temperature (right scale)", Vi: "{chart} và nhiệt độ (thang bên phải)"},
	})
}
