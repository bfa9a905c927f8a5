package npuzzlescreen

import "searchlab/wasm/app/i18n"

// The Vietnamese of the registry texts only this game declares (its own
// algorithms, parameters and options; core/games/npuzzlegame), beside the
// English each translates, as in wasm/app/i18n/registry_vi.go, which keeps
// the texts the games share. TestRegistryTranslated (wasm/app/i18n, with
// every screen linked) names a text without a current translation.
func init() { i18n.AddRegistryTexts(registryTexts) }

// registryTexts are the game's own registry texts in Vietnamese.
var registryTexts = i18n.RegistryTexts{
	ParamHelps: []i18n.Keyed{
		{Key: "partition", Versions: []i18n.Source{
			{En: "Pattern database partition for the pdb heuristic: the pattern sizes as digits (663 or 555 on 4×4, 443 on 3×4, 8 on 3×3, 55554 on 5×5; any sizes adding up to the tiles, at most 7 tiles on 16 cells, 5 on 25); auto picks the board's default.",
				Vi: "Cách chia cơ sở dữ liệu mẫu cho heuristic pdb: kích thước các mẫu viết liền thành dãy chữ số (663 hoặc 555 trên bàn 4×4, 443 trên 3×4, 8 trên 3×3, 55554 trên 5×5; có thể chọn bất kỳ kích thước nào có tổng bằng số ô số, mỗi mẫu tối đa 7 ô trên bàn 16 ô, 5 ô trên bàn 25 ô); auto chọn cách chia mặc định của bàn."},
		}},
	},
	ParamLabels: []i18n.Label{
		{Name: "partition", Vi: "Cách chia mẫu"},
	},
	OptionLabels: []i18n.Keyed{
		{Key: "auto", Versions: []i18n.Source{
			{En: "auto (the board's default)",
				Vi: "tự động (mặc định của bàn)"},
		}},
		{Key: "pdb", Versions: []i18n.Source{
			{En: "optimal (pattern database)",
				Vi: "tối ưu (cơ sở dữ liệu mẫu)"},
		}},
	},
}
