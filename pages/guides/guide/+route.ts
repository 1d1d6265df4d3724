// One page for every guide (content/guides/<slug>.md).
export default '/guides/@slug'
