package nimscreen

import "searchlab/wasm/app/i18n"

// The Vietnamese of the registry texts only this game declares (its own
// algorithms, parameters and options; core/games/nimgame), beside the
// English each translates, as in wasm/app/i18n/registry_vi.go, which keeps
// the texts the games share. TestRegistryTranslated (wasm/app/i18n, with
// every screen linked) names a text without a current translation.
func init() { i18n.AddRegistryTexts(registryTexts) }

// registryTexts are the game's own registry texts in Vietnamese.
var registryTexts = i18n.RegistryTexts{
	AlgorithmNames: []i18n.Keyed{
		{Key: "oracle", Versions: []i18n.Source{
			{En: "Theory oracle",
				Vi: "Chơi theo lý thuyết (Theory oracle)"},
		}},
	},
	AlgorithmHelps: []i18n.Keyed{
		{Key: "oracle", Versions: []i18n.Source{
			{En: "Perfect play from the theory without a tree search: Bouton's nim-sum, the misère rule, Sprague–Grundy values; misère Grundy by an exact memoised solver (bounded). Complete and optimal.",
				Vi: "Chơi hoàn hảo theo lý thuyết mà không cần tìm kiếm trên cây: tổng nim (nim-sum) của Bouton, luật misère, giá trị Sprague–Grundy; Grundy misère bằng một bộ giải chính xác có ghi nhớ (có giới hạn). Đầy đủ và tối ưu."},
		}},
	},
	ParamHelps: []i18n.Keyed{
		{Key: "rule", Versions: []i18n.Source{
			{En: "Who wins: normal (the last move wins) or misere (the last move loses).",
				Vi: "Ai thắng: normal (ai đi nước cuối cùng thì thắng) hoặc misere (ai đi nước cuối cùng thì thua)."},
		}},
		{Key: "variant", Versions: []i18n.Source{
			{En: "Move rule: nim (take stones from one heap) or grundy (split a heap into two unequal non-empty heaps).",
				Vi: "Luật đi: nim (bốc sỏi từ một đống) hoặc grundy (chia một đống thành hai đống không rỗng có số sỏi khác nhau)."},
		}},
	},
	ParamLabels: []i18n.Label{
		{Name: "rule", Vi: "Luật thắng"},
		{Name: "variant", Vi: "Biến thể"},
	},
}
