package i18n

// keyedMessage is a message with its key, an entry of a static message
// list (addMessageList).
type keyedMessage struct {
	key string
	Message
}

// addMessageList puts the messages of list in the catalogue, as
// addMessages does a map's. A file with few messages lists them in a
// package-level []keyedMessage, which the compiler lays out as static
// data: a map literal of fewer than 26 entries is built entry by entry in
// the package's init code, some 400 bytes of wasm code per message (issue
// 28; from 26 entries on the compiler lays a map literal's entries out as
// static arrays and fills the map in a loop, as this does). Cost: one map
// insertion per message.
func addMessageList(list []keyedMessage) {
	for _, e := range list {
		addMessage(e.key, e.Message)
	}
}
